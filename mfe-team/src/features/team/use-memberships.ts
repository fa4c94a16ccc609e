import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@coach/shared/api';
import type { Membership } from '@coach/shared/team';
import { useAnnounce } from '@coach/shared/ui';
import { leaveTeam, setSharing } from '../../lib/team-api.ts';

/**
 * The member's side of their teams: their sharing switch per team, and leaving one; the list
 * (the route's `memberships`) is read again after each.
 */
export function useMemberships(refresh: () => Promise<void>) {
  const { t } = useTranslation(['team', 'common']);
  const announce = useAnnounce();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(id: string, work: () => Promise<string>) {
    setBusy(id);
    setError(null);
    try {
      announce(await work());
      await refresh();
    } catch (caught) {
      setError(toApiError(caught, t('errors.network', { ns: 'common' })).message);
    } finally {
      setBusy(null);
    }
  }

  const toggleSharing = (membership: Membership) =>
    run(membership.id, async () => {
      const updated = await setSharing(membership.id, !membership.share_progress);
      return t(updated.share_progress ? 'memberships.sharingOn' : 'memberships.sharingOff', {
        ns: 'team',
        team: membership.team.name,
      });
    });
  const leave = (membership: Membership) =>
    run(membership.id, async () => {
      await leaveTeam(membership.id);
      return t('memberships.left', { ns: 'team', team: membership.team.name });
    });

  return { busy, error, toggleSharing, leave };
}
