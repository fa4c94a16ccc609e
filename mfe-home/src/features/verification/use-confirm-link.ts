import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, toApiError } from '@coach/shared/api';

export type ConfirmState =
  | { status: 'none' }
  | { status: 'confirming' }
  | { status: 'confirmed' }
  | { status: 'failed'; message: string };

/**
 * The e-mailed link `/account_verification?token=…`: `POST /api/dashboard/verification/confirm`
 * once on load (no session needed), then the outcome.
 */
export function useConfirmLink(token: string | null): ConfirmState {
  const { t } = useTranslation('common');
  const [state, setState] = useState<ConfirmState>(token ? { status: 'confirming' } : { status: 'none' });
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return; // once per token, StrictMode included
    sentFor.current = token;
    api
      .post('dashboard/verification/confirm', { json: { token } })
      .then(() => setState({ status: 'confirmed' }))
      .catch((error: unknown) => {
        const apiError = toApiError(error, t('errors.network'));
        setState({ status: 'failed', message: apiError.baseMessage || apiError.message });
      });
  }, [token, t]);

  return token ? state : { status: 'none' };
}
