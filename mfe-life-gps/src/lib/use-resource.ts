import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@coach/shared/api';

export type Resource<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; message: string };

interface Loaded<T> {
  key: string;
  version: number;
  state: Resource<T>;
}

/**
 * Data read from the api for one view: loading, ready or failed (with its message), `reload` for
 * the retry button and after writes (the data stays on screen meanwhile), `update` to apply a
 * write's answer. A failure stays in this view: the overview's other widgets keep working.
 * `key` names what is loaded: a new key (another filter, another week) loads again.
 */
export function useResource<T>(load: () => Promise<T>, key: string) {
  const { t } = useTranslation('common');
  const [version, setVersion] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    let live = true;
    loadRef.current().then(
      (data) => {
        if (live) setLoaded({ key, version, state: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (!live) return;
        const apiError = toApiError(error, t('errors.network'));
        setLoaded({
          key,
          version,
          state: { status: 'failed', message: apiError.baseMessage || apiError.message },
        });
      },
    );
    return () => {
      live = false;
    };
  }, [key, version, t]);

  const reload = useCallback(() => setVersion((current) => current + 1), []);
  const update = useCallback((change: (data: T) => T) => {
    setLoaded((current) =>
      current?.state.status === 'ready'
        ? { ...current, state: { status: 'ready', data: change(current.state.data) } }
        : current,
    );
  }, []);

  const state: Resource<T> = loaded && loaded.key === key ? loaded.state : { status: 'loading' };
  return { state, reload, update, pending: loaded?.version !== version };
}
