// The shell's signed-in frames, drawn at build time for the pages the server draws with their
// remotes (docs/adr/0013-signed-in-first-paint.md): which frame a page goes in, and where the
// member's name goes. Its own entry (`@coach/shared/signed-in-frames`), bundled where it is used:
// the signed-out pages' scripts do not carry it.
import type { LayoutName } from '../contract/index.ts';

/**
 * Text the shell's signed-in frames carry where the member's first name goes (the greeting); the
 * platform writes the member's name, escaped, in its place.
 */
export const MEMBER_FIRSTNAME_PLACEHOLDER = 'coach-member-firstname-5c1e';

/** The sidebar's entries (docs/product.md §2): where they lead, and whether only that exact path marks them. */
export const SIGNED_IN_NAV = [
  { to: '/', end: true },
  { to: '/profile', end: false },
  { to: '/trainings', end: false },
  { to: '/my_team', end: false },
  { to: '/my_commitments', end: false },
] as const;

export type SignedInLayout = Exclude<LayoutName, 'home' | 'main'>;

/**
 * The signed-in frame a page is drawn in: its layout and the sidebar entry marked for its path, by
 * NavLink's rule (the whole path for an `end` entry, else the entry's path or one of its sub-paths).
 */
export function signedInFrameKey(layout: SignedInLayout, pathname: string): string {
  const active = SIGNED_IN_NAV.find(({ to, end }) =>
    end ? pathname === to : pathname === to || pathname.startsWith(`${to}/`),
  );
  return `${layout}:${active?.to ?? 'none'}`;
}
