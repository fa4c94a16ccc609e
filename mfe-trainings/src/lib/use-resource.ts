import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@coach/shared/api';

export type Resource<T> =
  | { status: 'loading'; data: T | null; reload: () => void }
  | { status: 'ready'; data: T; reload: () => void }
  | { status: 'error'; data: T | null; message: string; reload: () => void };

/**
 * Loads `load()` (again when `name` or the page's language changes, or on `reload`): the loading, ready and error states
 * every trainings screen shows. `initial` (from the route's loader) skips the first request.
 */
export function useResource<T>(name: string, load: () => Promise<T>, initial: T | null = null): Resource<T> {
  const { t, i18n } = useTranslation('common');
  // The texts come in the page's language: another language is another resource.
  const key = `${name}@${i18n.language}`;
  const [state, setState] = useState<{ key: string; data: T | null; error: string | null; loading: boolean }>(
    {
      key,
      data: initial,
      error: null,
      loading: initial === null,
    },
  );
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const skipFirst = useRef(initial !== null);

  useEffect(() => {
    if (skipFirst.current) {
      skipFirst.current = false;
      return;
    }
    let live = true;
    setState((previous) => ({
      key,
      data: previous.key === key ? previous.data : null,
      error: null,
      loading: true,
    }));
    loadRef
      .current()
      .then((data) => live && setState({ key, data, error: null, loading: false }))
      .catch((error: unknown) => {
        if (!live) return;
        const apiError = toApiError(error, t('errors.network'));
        setState((previous) => ({
          ...previous,
          error: apiError.baseMessage || apiError.message,
          loading: false,
        }));
      });
    return () => {
      live = false;
    };
  }, [key, attempt, t]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  if (state.error !== null) return { status: 'error', data: state.data, message: state.error, reload };
  if (state.loading || state.data === null) return { status: 'loading', data: state.data, reload };
  return { status: 'ready', data: state.data, reload };
}
