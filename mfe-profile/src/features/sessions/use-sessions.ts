import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, toApiError } from '@coach/shared/api';
import { useRouteRead } from '@coach/shared/server-render/use-route-data';
import { profileRouteData } from '../../lib/profile-route-data.ts';

/**
 * `GET /api/dashboard/sessions` as the route's loader left it (docs/server-render.md), read again
 * whenever `refreshKey` changes (after a password change) and after a session is ended.
 */
export function useSessions(refreshKey: number) {
  const { t } = useTranslation('common');
  const { state, refresh } = useRouteRead(profileRouteData, 'sessions');
  const [busy, setBusy] = useState<string | null>(null);

  // The key the list was read for; StrictMode's second run of the effect finds it unchanged.
  const readFor = useRef(refreshKey);
  useEffect(() => {
    if (readFor.current === refreshKey) return;
    readFor.current = refreshKey;
    void refresh();
  }, [refreshKey, refresh]);

  /** Ends one session (`id`) or every other one (`others`); answers how many ended, or an error. */
  async function end(which: { id: string } | 'others'): Promise<{ ended: number } | { error: string }> {
    setBusy(which === 'others' ? 'others' : which.id);
    try {
      const ended =
        which === 'others'
          ? (await api.post('dashboard/sessions/revoke-others').json<{ revoked: number }>()).revoked
          : (await api.delete(`dashboard/sessions/${which.id}`), 1);
      await refresh();
      return { ended };
    } catch (error) {
      await refresh();
      return { error: toApiError(error, t('errors.network')).message };
    } finally {
      setBusy(null);
    }
  }

  return { state, busy, end, reload: refresh };
}
