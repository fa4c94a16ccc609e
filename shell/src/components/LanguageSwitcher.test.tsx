import { Suspense } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
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

  it('shows the choice at once, while the page is still being drawn in it', async () => {
    let drawn: () => void = () => undefined;
    const drawing = new Promise<void>((resolve) => {
      drawn = resolve;
    });
    let ready = false;
    void drawing.then(() => {
      ready = true;
    });
    // A page that takes its time in English: the transition waits for it, showing the French one.
    function SlowPage() {
      const { t, i18n: instance } = useTranslation('common');
      if (instance.language === 'en' && !ready) throw drawing;
      return <p>{t('language.label')}</p>;
    }
    jest
      .spyOn(authStore.getState(), 'chooseLanguage')
      .mockImplementation((lng) => i18n.changeLanguage(lng).then(() => undefined));
    render(
      <LanguageTransition>
        <LanguageSwitcher />
        <Suspense fallback={null}>
          <SlowPage />
        </Suspense>
      </LanguageTransition>,
    );
    const select = screen.getByTestId('language-switcher');
    await act(async () => {
      fireEvent.change(select, { target: { value: 'en' } });
    });
    expect(select).toHaveValue('en');
    expect(screen.getByRole('paragraph')).toHaveTextContent('Langue'); // the page, not drawn yet
    await act(async () => drawn());
    expect(screen.getByRole('paragraph')).toHaveTextContent('Language');
    expect(select).toHaveValue('en');
  });
});
