import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@coach/shared/api';
import { api } from '@coach/shared/api';
import { useCountdown } from './use-countdown.ts';

/** When the server throttles without saying how long: a minute, its first backoff step. */
const DEFAULT_WAIT_SECONDS = 60;

export type ResendOutcome = 'sent' | 'already-verified' | 'failed' | null;

/**
 * `POST /api/dashboard/verification/resend`: loading, success, the server's message on failure,
 * and after a 429 the button stays disabled for the `Retry-After` seconds.
 */
export function useResend() {
  const { t } = useTranslation('common');
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<ResendOutcome>(null);
  const [error, setError] = useState<string | null>(null);

  async function resend() {
    if (sending || countdown.secondsLeft > 0) return;
    setSending(true);
    setOutcome(null);
    setError(null);
    try {
      await api.post('dashboard/verification/resend');
      setOutcome('sent');
    } catch (caught) {
      const apiError = toApiError(caught, t('errors.network'));
      setOutcome(apiError.status === 409 ? 'already-verified' : 'failed');
      setError(apiError.baseMessage || apiError.message);
      if (apiError.status === 429) countdown.start(apiError.retryAfterSeconds ?? DEFAULT_WAIT_SECONDS);
    } finally {
      setSending(false);
    }
  }

  return { resend, sending, outcome, error, secondsLeft: countdown.secondsLeft };
}
