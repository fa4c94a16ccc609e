import { useCallback, useEffect, useState } from 'react';
import { api, toApiError } from '@coach/shared/api';
import { i18n } from '@coach/shared/i18n';
import type { ProfileResponse } from '@coach/shared/profile';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; profile: ProfileResponse };

async function fetchProfile(): Promise<ProfileState> {
  try {
    return { status: 'ready', profile: await api.get('dashboard/profile').json<ProfileResponse>() };
  } catch (error) {
    return {
      status: 'error',
      message: toApiError(error, i18n.t('errors.network', { ns: 'common' })).message,
    };
  }
}

/** `GET /api/dashboard/profile`, once per page, with a retry; sections update it after a save. */
export function useProfile() {
  const [state, setState] = useState<ProfileState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    void fetchProfile().then((next) => {
      if (live) setState(next);
    });
    return () => {
      live = false;
    };
  }, []);

  const reload = useCallback(async () => {
    setState({ status: 'loading' });
    setState(await fetchProfile());
  }, []);
  const replace = useCallback((profile: ProfileResponse) => setState({ status: 'ready', profile }), []);
  return { state, reload, replace };
}
