import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, toApiError } from '@coach/shared/api';
import { i18n } from '@coach/shared/i18n';
import type { AccountSession, SessionsResponse } from '@coach/shared/profile';

export type SessionsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; sessions: AccountSession[] };

async function fetchSessions(): Promise<SessionsState> {
  try {
    const body = await api.get('dashboard/sessions').json<SessionsResponse>();
    return { status: 'ready', sessions: body.sessions };
  } catch (error) {
    return {
      status: 'error',
      message: toApiError(error, i18n.t('errors.network', { ns: 'common' })).message,
    };
  }
}

/** `GET /api/dashboard/sessions`, again whenever `refreshKey` changes (after a password change). */
export function useSessions(refreshKey: number) {
  const { t } = useTranslation('common');
  const [state, setState] = useState<SessionsState>({ status: 'loading' });
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(async () => setState(await fetchSessions()), []);

  useEffect(() => {
    let live = true;
    void fetchSessions().then((next) => {
      if (live) setState(next);
    });
    return () => {
      live = false;
    };
  }, [refreshKey]);

  /** Ends one session (`id`) or every other one (`others`); answers how many ended, or an error. */
  async function end(which: { id: string } | 'others'): Promise<{ ended: number } | { error: string }> {
    setBusy(which === 'others' ? 'others' : which.id);
    try {
      const ended =
        which === 'others'
          ? (await api.post('dashboard/sessions/revoke-others').json<{ revoked: number }>()).revoked
          : (await api.delete(`dashboard/sessions/${which.id}`), 1);
      await load();
      return { ended };
    } catch (error) {
      await load();
      return { error: toApiError(error, t('errors.network')).message };
    } finally {
      setBusy(null);
    }
  }

  return { state, busy, end, reload: load };
}
