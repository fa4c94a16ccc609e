import { act, fireEvent, render, screen } from '@testing-library/react';
import { i18n, initI18n } from '../i18n/index.ts';
import { PasswordField } from './PasswordField.tsx';

beforeAll(() => initI18n('fr'));
afterEach(() => act(async () => void (await i18n.changeLanguage('fr'))));

const renderPassword = () =>
  render(
    <PasswordField
      id="password"
      label="Mot de passe"
      autoComplete="current-password"
      value="secret"
      onValueChange={jest.fn()}
    />,
  );

describe('PasswordField', () => {
  it('is hidden until shown, with a toggle named for what it does', () => {
    renderPassword();
    const input = screen.getByLabelText('Mot de passe');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    fireEvent.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(input).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'Masquer le mot de passe' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('says it in English too', async () => {
    renderPassword();
    await act(async () => void (await i18n.changeLanguage('en')));
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-controls',
      'password',
    );
  });
});
