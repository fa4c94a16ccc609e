import { memo, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from './BrandLogo.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { LogoutButton } from './LogoutButton.tsx';
import { UserGreeting } from './UserGreeting.tsx';
import type { RemoteArea } from '../app/routing/remote-area.ts';

/**
 * SPEC §2 sidebar entries: overview, my profile, training, my team, my commitments. The frames the
 * server draws pages into are keyed by the same paths (`SIGNED_IN_NAV`, kept equal by
 * AppFrame.test.tsx; not imported here, where it would weigh on every visitor's first load).
 */
export const SIDEBAR_ENTRIES = [
  { to: '/', key: 'nav.overview', end: true },
  { to: '/profile', key: 'nav.profile', end: false },
  { to: '/trainings', key: 'nav.trainings', end: false },
  { to: '/my_team', key: 'nav.team', end: false },
  { to: '/my_commitments', key: 'nav.commitments', end: false },
] as const;

export type AppFrameVariant = 'default' | 'sidebar' | 'next-page';

/**
 * What the menu holds: the areas, the greeting, the language and logout. Memoised: opening and
 * closing the menu on a phone changes the panel around it, not this (issue 29: the tap draws the
 * button and the panel, not every link and control in it again).
 */
const MenuContent = memo(function MenuContent({
  variant,
  memberFirstname,
}: {
  variant: AppFrameVariant;
  memberFirstname: string | undefined;
}) {
  const { t } = useTranslation('shell');
  return (
    <>
      {variant === 'next-page' ? null : (
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
      <div className="app-frame__actions">
        <UserGreeting firstname={memberFirstname} />
        <LanguageSwitcher />
        <LogoutButton />
      </div>
    </>
  );
});

/**
 * Frame of the signed-in pages; the variant is the layout the route declares.
 *
 * On a wide screen the areas sit in the sidebar and the greeting, language and logout in the top
 * bar. On a phone (global.css, ≤ 720 px) all of them move behind one "Menu" button, a disclosure:
 * `aria-expanded` on the button, the panel named by `aria-controls`; Escape closes it and gives
 * the focus back to the button, and choosing an area closes it. The panel is one element in both
 * cases (`display: contents` when wide), so nothing is drawn twice.
 */
export function AppFrame({
  children,
  variant,
  memberFirstname,
  area,
}: {
  children: ReactNode;
  variant: AppFrameVariant;
  /** The greeting's first name when drawn without the auth store (the server's frames). */
  memberFirstname?: string;
  /** The remote drawing the page and its version (app/routing/remote-area.ts). */
  area?: RemoteArea;
}) {
  const { t } = useTranslation('shell');
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <div className={`app-frame app-frame--${variant}`} data-layout={variant}>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="app-frame__topbar">
        <Link to="/" className="brand">
          <BrandLogo />
        </Link>
        <button
          ref={buttonRef}
          type="button"
          className="app-frame__menu-button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
            <path d={menuOpen ? 'M5 5l10 10M15 5 5 15' : 'M3 5h14M3 10h14M3 15h14'} />
          </svg>
          {t('nav.menu')}
        </button>
      </header>
      <div
        id={menuId}
        className={`app-frame__menu${menuOpen ? ' app-frame__menu--open' : ''}`}
        onClick={(event) => {
          // An area chosen: the page changes under the menu, which has done its job.
          if (event.target instanceof Element && event.target.closest('a')) setMenuOpen(false);
        }}
      >
        <MenuContent variant={variant} memberFirstname={memberFirstname} />
      </div>
      {variant === 'next-page' ? (
        <nav className="app-frame__back" aria-label={t('nav.label')}>
          <Link to="/trainings">{t('nav.back')}</Link>
        </nav>
      ) : null}
      <main id="main" className="app-frame__main" tabIndex={-1} {...area}>
        {children}
      </main>
    </div>
  );
}
