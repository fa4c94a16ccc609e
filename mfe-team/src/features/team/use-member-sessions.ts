import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Appointment, AppointmentPayload } from '@coach/shared/life-gps';
import { useAnnounce } from '@coach/shared/ui';
import { cancelSession, editSession, fetchSessions, planSession } from '../../lib/team-api.ts';
import { useLoad } from '../../lib/use-load.ts';

/**
 * The sessions a leader plans with one member (docs/product.md §8.5): the upcoming ones, and
 * plan, change, cancel, each announced. A failed write throws to the form, which shows it.
 */
export function useMemberSessions(memberId: string) {
  const { t } = useTranslation('team');
  const announce = useAnnounce();
  // Sessions still to come or under way: from the start of today, in the browser's zone.
  const from = useMemo(() => {
    const today = new Date();
    today.setHours(0, 0, 0, 0);
    return today.toISOString();
  }, []);
  const sessions = useLoad(() => fetchSessions(memberId, from), `${memberId} ${from}`);

  return {
    sessions,
    plan: async (payload: AppointmentPayload) => {
      await planSession(memberId, payload);
      announce(t('sessions.planned'));
      await sessions.reload();
    },
    save: async (id: string, payload: AppointmentPayload) => {
      await editSession(memberId, id, payload);
      announce(t('sessions.saved'));
      await sessions.reload();
    },
    cancel: async (session: Appointment) => {
      await cancelSession(memberId, session.id);
      announce(t('sessions.cancelled', { title: session.title }));
      await sessions.reload();
    },
  };
}
