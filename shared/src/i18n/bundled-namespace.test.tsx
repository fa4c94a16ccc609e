import { render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { i18n, initI18n } from '@coach/shared/i18n';
import { bundledNamespace } from './bundled-namespace.ts';

const useGreetingText = bundledNamespace('bundledGreeting', {
  fr: { hello: 'Bonjour' },
  en: { hello: 'Hello' },
});

function Greeting() {
  const { t } = useGreetingText();
  return <p>{t('hello')}</p>;
}

async function renderInstance(lng: 'fr' | 'en') {
  const instance = createInstance();
  await instance.use(initReactI18next).init({ lng, resources: {}, initAsync: false });
  return instance;
}

describe('bundledNamespace', () => {
  it("fills the page's instance when no other is given", () => {
    initI18n();
    render(<Greeting />);
    expect(screen.getByText(i18n.language === 'en' ? 'Hello' : 'Bonjour')).toBeTruthy();
    expect(i18n.hasResourceBundle('fr', 'bundledGreeting')).toBe(true);
  });

  it("fills the instance it is drawn with, as a server render's own, each once", async () => {
    initI18n();
    const first = await renderInstance('en');
    const second = await renderInstance('fr');
    const { unmount } = render(
      <I18nextProvider i18n={first}>
        <Greeting />
      </I18nextProvider>,
    );
    expect(screen.getByText('Hello')).toBeTruthy();
    unmount();
    render(
      <I18nextProvider i18n={second}>
        <Greeting />
      </I18nextProvider>,
    );
    expect(screen.getByText('Bonjour')).toBeTruthy();
    expect(first.hasResourceBundle('en', 'bundledGreeting')).toBe(true);
  });
});
