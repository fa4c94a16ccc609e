import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@coach/shared/auth';
import { i18n } from '@coach/shared/i18n';
import { withLanguageTransitions } from '../features/language/language-transition-testing.ts';
import { LanguageTransition } from '../features/language/LanguageTransition.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';

withLanguageTransitions();
afterEach(() => jest.restoreAllMocks());

describe('LanguageSwitcher, in the shell’s page', () => {
  it('switches the page to the language chosen, through the account’s choice', async () => {
    const chooseLanguage = jest.spyOn(authStore.getState(), 'chooseLanguage');
    const user = userEvent.setup();
    render(
      <LanguageTransition>
        <LanguageSwitcher />
      </LanguageTransition>,
    );
    const select = screen.getByTestId('language-switcher');
    expect(select).toHaveValue('fr');
    expect(screen.getByRole('option', { name: 'Français' })).toBeInTheDocument();
    await act(() => user.selectOptions(select, 'en'));
    expect(chooseLanguage).toHaveBeenCalledWith('en');
    expect(select).toHaveValue('en');
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByText('Language', { selector: '.visually-hidden' })).toBeInTheDocument();
  });
});
