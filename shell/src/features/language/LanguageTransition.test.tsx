import { useLayoutEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { i18n } from '@coach/shared/i18n';
import { withLanguageTransitions } from './language-transition-testing.ts';
import { LanguageTransition } from './LanguageTransition.tsx';

function Greeting() {
  const { t } = useTranslation('common');
  return <p>{t('language.label')}</p>;
}

withLanguageTransitions();

describe('LanguageTransition', () => {
  it('draws the page again in the new language', async () => {
    render(
      <LanguageTransition>
        <Greeting />
      </LanguageTransition>,
    );
    const french = screen.getByRole('paragraph').textContent;
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('paragraph').textContent).toBe(i18n.t('language.label', { lng: 'en' }));
    expect(screen.getByRole('paragraph').textContent).not.toBe(french);
    expect(document.documentElement.lang).toBe('en');
  });

  it('puts the new language on <html lang> with the page drawn in it, not before', async () => {
    render(
      <LanguageTransition>
        <Greeting />
      </LanguageTransition>,
    );
    await act(async () => {
      void i18n.changeLanguage('en');
      expect(document.documentElement.lang).toBe('fr'); // React has not drawn it yet
    });
    expect(document.documentElement.lang).toBe('en');
  });

  it('follows a change made while the page was first drawn, before it listened', async () => {
    function ChangesLanguageOnMount() {
      useLayoutEffect(() => void i18n.changeLanguage('en'), []);
      return null;
    }
    await act(async () => {
      render(
        <LanguageTransition>
          <ChangesLanguageOnMount />
          <Greeting />
        </LanguageTransition>,
      );
    });
    expect(screen.getByRole('paragraph').textContent).toBe(i18n.t('language.label', { lng: 'en' }));
    expect(document.documentElement.lang).toBe('en');
  });

  it('is what draws it: a component no longer follows the language on its own', async () => {
    render(<Greeting />);
    const french = screen.getByRole('paragraph').textContent;
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('paragraph').textContent).toBe(french);
  });
});
