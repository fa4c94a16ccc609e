import type { ReactNode } from 'react';
import type { RemoteArea } from '../app/routing/remote-area.ts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { readToken } from '@coach/shared/auth';
import { BrandLogo } from './BrandLogo.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { LogoutButton } from './LogoutButton.tsx';

/** Frame of the public pages (home area, errors): brand, language, content. */
export function PublicFrame({
  children,
  variant,
  area,
}: {
  children: ReactNode;
  variant: 'home' | 'main';
  /** The remote drawing the page and its version (app/routing/remote-area.ts). */
  area?: RemoteArea;
}) {
  const { t } = useTranslation('shell');
  return (
    <div className={`public-frame public-frame--${variant}`}>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="public-frame__header">
        <Link to="/home" className="brand">
          <BrandLogo />
        </Link>
        <div className="public-frame__actions">
          <LanguageSwitcher />
          {/* A signed-in user held on a public page (an unverified address) can still leave. */}
          {readToken() ? <LogoutButton /> : null}
        </div>
      </header>
      <main id="main" className="public-frame__main" tabIndex={-1} {...area}>
        {children}
      </main>
      <footer className="public-frame__footer">{t('footer')}</footer>
    </div>
  );
}
