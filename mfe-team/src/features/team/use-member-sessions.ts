import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Appointment, AppointmentList, AppointmentPayload } from '@coach/shared/life-gps';
import { useAnnounce } from '@coach/shared/ui';
import { cancelSession, editSession, planSession } from '../../lib/team-api.ts';
import { useLoaderRead } from '../../lib/use-loader-read.ts';
import { useShownRead } from '../../lib/use-shown-read.ts';
import { readSessions } from './member-route.ts';

/**
 * The sessions a leader plans with one member (docs/product.md §8.5): the upcoming ones (still to
 * come or under way, from the start of today in the browser's zone), and
 * plan, change, cancel, each announced. A failed write throws to the form, which shows it.
 */
export function useMemberSessions(memberId: string) {
  const { t } = useTranslation('team');
  const announce = useAnnounce();
  // Read by the route's loader beside the member (./member-route.ts); read again after each write.
  const readAgain = useCallback(() => readSessions(memberId), [memberId]);
  const sessions = useShownRead(useLoaderRead<AppointmentList>('sessions', readAgain));

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
