import type { RemoteName } from '@coach/shared/contract';

/**
 * Which path prefix belongs to which remote (ARCHITECTURE §1). A remote adds pages under its
 * own prefixes without a shell release; a new prefix is a deliberate change here.
 */
export const PREFIX_TABLE: ReadonlyArray<{ prefix: string; remote: RemoteName }> = [
  { prefix: '/home', remote: 'mfe_home' },
  { prefix: '/account_verification', remote: 'mfe_home' },
  { prefix: '/coming-soon', remote: 'mfe_home' },
  { prefix: '/trainings', remote: 'mfe_trainings' },
  { prefix: '/old_trainings', remote: 'mfe_trainings' },
  { prefix: '/training', remote: 'mfe_trainings' },
  { prefix: '/training_results', remote: 'mfe_trainings' },
  { prefix: '/result', remote: 'mfe_trainings' },
  { prefix: '/my_team', remote: 'mfe_team' },
  { prefix: '/invitations', remote: 'mfe_team' },
  { prefix: '/my_life_gps', remote: 'mfe_life_gps' },
  { prefix: '/my_commitments', remote: 'mfe_life_gps' },
  { prefix: '/profile', remote: 'mfe_profile' },
];

/** Remotes that contribute widgets to the overview page (`/`). */
export const WIDGET_REMOTES: readonly RemoteName[] = ['mfe_life_gps', 'mfe_trainings', 'mfe_team'];

/** The remote owning a pathname: a prefix matches itself or itself followed by '/'. */
export function ownerOf(pathname: string): RemoteName | null {
  for (const { prefix, remote } of PREFIX_TABLE) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return remote;
  }
  return null;
}
