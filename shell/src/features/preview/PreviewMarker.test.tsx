import { render, screen } from '@testing-library/react';
import { i18n } from '@coach/shared/i18n';
import { resetEnvironment } from '@coach/shared/testing';
import { PreviewMarker } from './PreviewMarker.tsx';

beforeEach(resetEnvironment);

const grant = { remote: 'mfe_trainings', version: '1.4.0', expiresAt: '2026-11-29T10:00:00.000Z' };

describe('PreviewMarker', () => {
  it('names what is previewed, with a way to leave', () => {
    render(
      <PreviewMarker
        facts={{
          grants: [grant, { ...grant, remote: 'mfe_team', version: '2.0.0' }],
          ended: false,
          linkRefused: false,
        }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Aperçu : mfe-trainings 1.4.0, mfe-team 2.0.0 Quitter l’aperçu',
    );
    expect(screen.getByRole('status')).toHaveAttribute('data-preview', 'mfe-trainings 1.4.0, mfe-team 2.0.0');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/preview/leave');
  });

  it('says once why a preview ended, with no way to leave what is not there', () => {
    render(<PreviewMarker facts={{ grants: [], ended: true, linkRefused: false }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Votre aperçu a pris fin');
    expect(screen.getByRole('status')).not.toHaveAttribute('data-preview');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('draws nothing for a browser that previews nothing', () => {
    const { container } = render(<PreviewMarker facts={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('PreviewMarker in English', () => {
  it('says "Preview: …"', async () => {
    await i18n.changeLanguage('en');
    render(<PreviewMarker facts={{ grants: [grant], ended: false, linkRefused: false }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Preview: mfe-trainings 1.4.0 Leave the preview');
  });
});
