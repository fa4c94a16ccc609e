import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { LogoutButton } from './LogoutButton.tsx';
import { UserGreeting } from './UserGreeting.tsx';

/** SPEC §2 sidebar entries: overview, my profile, training, my team, my commitments. */
const SIDEBAR_ENTRIES = [
  { to: '/', key: 'nav.overview', end: true },
  { to: '/profile', key: 'nav.profile', end: false },
  { to: '/trainings', key: 'nav.trainings', end: false },
  { to: '/my_team', key: 'nav.team', end: false },
  { to: '/my_commitments', key: 'nav.commitments', end: false },
] as const;

export type AppFrameVariant = 'default' | 'sidebar' | 'next-page';

/** Frame of the signed-in pages; the variant is the layout the route declares. */
export function AppFrame({ children, variant }: { children: ReactNode; variant: AppFrameVariant }) {
  const { t } = useTranslation('shell');
  return (
    <div className={`app-frame app-frame--${variant}`} data-layout={variant}>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="app-frame__topbar">
        <Link to="/" className="brand">
          {t('brand')}
        </Link>
        <div className="app-frame__actions">
          <UserGreeting />
          <LanguageSwitcher />
          <LogoutButton />
        </div>
      </header>
      {variant === 'next-page' ? (
        <nav className="app-frame__back" aria-label={t('nav.label')}>
          <Link to="/trainings">{t('nav.back')}</Link>
        </nav>
      ) : (
        <nav className="app-frame__sidebar" aria-label={t('nav.label')}>
          <ul>
            {SIDEBAR_ENTRIES.map((entry) => (
              <li key={entry.to}>
                <NavLink to={entry.to} end={entry.end}>
                  {t(entry.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <main id="main" className="app-frame__main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
