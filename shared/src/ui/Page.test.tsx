import { render, screen } from '@testing-library/react';
import { addNamespace, initI18n } from '../i18n/index.ts';
import { Page } from './Page.tsx';

beforeAll(() => {
  initI18n('fr');
  addNamespace('kit-test', { fr: { title: 'Mes formations' }, en: { title: 'My trainings' } });
});

describe('Page', () => {
  it('titles the page once: the h1 names the region and the document title follows', () => {
    render(
      <Page titleKey="title" ns="kit-test" className="extra" titleClassName="hero">
        <p>Contenu</p>
      </Page>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Mes formations' });
    expect(heading).toHaveAttribute('id', 'page-title');
    expect(heading).toHaveClass('title', 'hero');
    expect(screen.getByRole('region', { name: 'Mes formations' })).toHaveClass('extra');
    expect(document.title).toBe('Mes formations · Coach');
  });

  it('names what it shows once known: the h1 and the document title carry the name', () => {
    const { rerender } = render(<Page titleKey="title" ns="kit-test" title={null} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mes formations');
    rerender(<Page titleKey="title" ns="kit-test" title="J’embarque" />);
    expect(screen.getByRole('heading', { level: 1, name: 'J’embarque' })).toBeInTheDocument();
    expect(document.title).toBe('J’embarque · Coach');
  });
});
