import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError, type ApiError } from '@coach/shared/api';

export type Loaded<T> =
  | { status: 'loading'; data: T | null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: T | null; error: ApiError };

/**
 * Loads what a page shows, again when `key` changes or on `reload()` (a retry, or after a write).
 * An answer that arrives after a newer request started is dropped.
 */
export function useLoad<T>(load: () => Promise<T>, key: string) {
  const { t } = useTranslation('common');
  const [state, setState] = useState<Loaded<T>>({ status: 'loading', data: null, error: null });
  const latest = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  const run = useCallback(async () => {
    const request = ++latest.current;
    setState((previous) => ({ status: 'loading', data: previous.data, error: null }));
    try {
      const data = await loadRef.current();
      if (request === latest.current) setState({ status: 'ready', data, error: null });
    } catch (caught) {
      if (request === latest.current)
        setState((previous) => ({
          status: 'error',
          data: previous.data,
          error: toApiError(caught, t('errors.network')),
        }));
    }
  }, [t]);

  useEffect(() => {
    void run();
  }, [run, key]);

  return { ...state, reload: run };
}
