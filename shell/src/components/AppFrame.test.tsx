import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addNamespace } from '@coach/shared/i18n';
import { renderRoute, resetEnvironment } from '@coach/shared/testing';
import fr from '../i18n/fr.json';
import en from '../i18n/en.json';
import { SIGNED_IN_NAV } from '@coach/shared/signed-in-frames';
import { AppFrame, SIDEBAR_ENTRIES } from './AppFrame.tsx';

addNamespace('shell', { fr, en });
beforeEach(resetEnvironment);

const renderFrame = () =>
  renderRoute(
    <AppFrame variant="default">
      <h1>Vue d’ensemble</h1>
    </AppFrame>,
    '/',
  );

describe('AppFrame, the phone menu (a disclosure)', () => {
  it('names the panel it opens and says whether it is open', async () => {
    const user = userEvent.setup();
    renderFrame();
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).toContainElement(screen.getByRole('navigation', { name: 'Navigation principale' }));
    expect(panel).toContainElement(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect(panel).toContainElement(screen.getByTestId('language-switcher'));
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape closes it and gives the focus back to the button', async () => {
    const user = userEvent.setup();
    renderFrame();
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    screen.getByRole('link', { name: 'Mon profil' }).focus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes once an area is chosen', async () => {
    const user = userEvent.setup();
    renderFrame();
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    await user.click(screen.getByRole('link', { name: 'Formation' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/trainings');
  });

  it('brands the frame with the mark and the wordmark, named by the word', () => {
    renderFrame();
    expect(screen.getByRole('link', { name: 'Coach' })).toHaveAttribute('href', '/');
  });
});

describe('the sidebar and the frames the server draws pages into', () => {
  it('name the same entries, marked by the same rule', () => {
    expect(SIDEBAR_ENTRIES.map(({ to, end }) => ({ to, end }))).toEqual(SIGNED_IN_NAV);
  });
});
