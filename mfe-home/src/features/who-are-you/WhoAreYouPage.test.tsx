import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute, resetEnvironment, switchLanguage } from '@coach/shared/testing';
import WhoAreYouPage from './WhoAreYouPage.tsx';

const renderWho = (url = '/home/who-are-you') => renderRoute(<WhoAreYouPage />, url, '/home/who-are-you');

beforeEach(resetEnvironment);

describe('/home/who-are-you', () => {
  it('offers the four user types with friendly labels', () => {
    renderWho();
    const group = screen.getByRole('group', { name: 'Je suis…' });
    expect(group).toBeInTheDocument();
    for (const label of ['Coaché(e)', 'Coach', 'Manager', 'Ressources humaines']) {
      expect(screen.getByRole('radio', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('radio', { name: 'Manager' })).toHaveAccessibleDescription(
      'Je fais grandir mon équipe et je suis sa progression.',
    );
  });

  it('records the answer as userType in the register draft and continues to /home/register', async () => {
    const { router } = renderWho();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Coach' }));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(localStorage.getItem('userType')).toBe('coach');
    expect(router.state.location.pathname).toBe('/home/register');
  });

  it('keeps the invitation in the query on the way to the register form', async () => {
    const { router } = renderWho('/home/who-are-you?invited_id=abc');
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Ressources humaines' }));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(router.state.location.search).toBe('?invited_id=abc');
    expect(localStorage.getItem('userType')).toBe('hr');
  });

  it('can be skipped without recording anything', async () => {
    const { router } = renderWho();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Passer cette étape' }));
    expect(router.state.location.pathname).toBe('/home/register');
    expect(localStorage.getItem('userType')).toBeNull();
  });

  it('pre-selects an answer already in the draft', () => {
    localStorage.setItem('userType', 'manager');
    renderWho();
    expect(screen.getByRole('radio', { name: 'Manager' })).toBeChecked();
  });

  it.each([
    ['fr' as const, 'Continuer', 'Veuillez choisir votre profil'],
    ['en' as const, 'Continue', 'Please choose your profile'],
  ])('in %s, Continue without an answer says so and stays', async (lang, button, message) => {
    const { router } = renderWho();
    await switchLanguage(lang);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: button }));
    const first = screen.getAllByRole('radio')[0];
    expect(first).toHaveFocus();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first?.getAttribute('aria-describedby')).toContain('userType-error');
    expect(document.getElementById('userType-error')).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe('/home/who-are-you');
  });

  it('works with the keyboard alone: arrows choose, Enter continues', async () => {
    const { router } = renderWho();
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Coaché(e)' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Coach' })).toBeChecked();
    await user.keyboard('{Enter}');
    expect(localStorage.getItem('userType')).toBe('coach');
    expect(router.state.location.pathname).toBe('/home/register');
  });
});
