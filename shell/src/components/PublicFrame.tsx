import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../features/language/LanguageSwitcher.tsx';

/** Frame of the public pages (home area, errors): brand, language, content. */
export function PublicFrame({ children, variant }: { children: ReactNode; variant: 'home' | 'main' }) {
  const { t } = useTranslation('shell');
  return (
    <div className={`public-frame public-frame--${variant}`}>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="public-frame__header">
        <Link to="/home" className="brand">
          {t('brand')}
        </Link>
        <LanguageSwitcher />
      </header>
      <main id="main" className="public-frame__main" tabIndex={-1}>
        {children}
      </main>
      <footer className="public-frame__footer">{t('footer')}</footer>
    </div>
  );
}
