import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@coach/shared/api';
import { ACCESS_CODE_MAX_LENGTH } from '@coach/shared/trainings';
import { trainingsApi } from '../../lib/trainings-api.ts';

/** The access-code form: the shared schema first, then the api's verdict (per field, or general). */
export function useUnlock(trainingSlug: string, onUnlocked: () => void) {
  const { t } = useTranslation('common');
  const { t: tv } = useTranslation('validation');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit() {
    if (sending) return;
    // The api's schema (createUnlockSchema) says the same with the same messages.
    const trimmed = code.trim();
    if (!trimmed || trimmed.length > ACCESS_CODE_MAX_LENGTH) {
      setError(tv(trimmed ? 'accessCode.tooLong' : 'accessCode.required'));
      return;
    }
    setSending(true);
    setError(null);
    try {
      await trainingsApi.unlock(trainingSlug, trimmed);
      setCode('');
      onUnlocked();
    } catch (caught) {
      const apiError = toApiError(caught, t('errors.network'));
      setError(apiError.errors.code?.[0] ?? (apiError.baseMessage || apiError.message));
    } finally {
      setSending(false);
    }
  }

  return {
    code,
    setCode: (value: string) => {
      setCode(value);
      setError(null);
    },
    error,
    sending,
    submit,
  };
}
