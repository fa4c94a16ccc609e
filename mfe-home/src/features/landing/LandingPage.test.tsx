import { screen, within } from '@testing-library/react';
import { renderRoute, resetEnvironment, switchLanguage } from '@coach/shared/testing';
import LandingPage from './LandingPage.tsx';

beforeEach(resetEnvironment);

describe('/home', () => {
  it('has one h1, the document title, and what the product offers', () => {
    renderRoute(<LandingPage />, '/home');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bienvenue sur Coach');
    expect(document.title).toBe('Bienvenue sur Coach · Coach');
    for (const name of ['Des formations', 'Mon équipe', 'Le GPS de ma vie', 'Mes engagements']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
  });

  it('leads to start freemium, register and login', () => {
    renderRoute(<LandingPage />, '/home');
    const [top] = screen.getAllByRole('navigation', { name: 'Commencer' });
    expect(top).toBeDefined();
    const nav = within(top as HTMLElement);
    expect(nav.getByRole('link', { name: 'Commencer gratuitement' })).toHaveAttribute(
      'href',
      '/home/start-freemium',
    );
    expect(nav.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/home/register');
    expect(nav.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/home/login');
  });

  it('speaks English', async () => {
    renderRoute(<LandingPage />, '/home');
    await switchLanguage('en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome to Coach');
    expect(screen.getAllByRole('link', { name: 'Start for free' })[0]).toHaveAttribute(
      'href',
      '/home/start-freemium',
    );
  });
});
