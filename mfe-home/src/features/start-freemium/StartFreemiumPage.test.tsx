import { screen } from '@testing-library/react';
import { renderRoute, resetEnvironment, switchLanguage } from '@coach/shared/testing';
import StartFreemiumPage from './StartFreemiumPage.tsx';

beforeEach(resetEnvironment);

describe('/home/start-freemium', () => {
  it('presents the free plan and what it includes', () => {
    renderRoute(<StartFreemiumPage />, '/home/start-freemium');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Commencer gratuitement');
    expect(screen.getByRole('heading', { level: 2, name: 'Offre gratuite' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      expect.arrayContaining([
        'Les modules gratuits des formations, à suivre à votre rythme',
        'Le GPS de ma vie et vos engagements',
      ]),
    );
  });

  it('leads into the sign-up journey (who are you, then register) and to login', () => {
    renderRoute(<StartFreemiumPage />, '/home/start-freemium');
    expect(screen.getByRole('link', { name: 'Créer mon compte gratuit' })).toHaveAttribute(
      'href',
      '/home/who-are-you',
    );
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/home/login');
  });

  it('speaks English', async () => {
    renderRoute(<StartFreemiumPage />, '/home/start-freemium');
    await switchLanguage('en');
    expect(screen.getByRole('heading', { level: 2, name: 'Free plan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create my free account' })).toBeInTheDocument();
  });
});
