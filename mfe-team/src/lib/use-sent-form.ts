import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError, type ApiErrors } from '@coach/shared/api';
import { useAnnounce } from '@coach/shared/ui';

/**
 * A leader's form sent to the api: busy while it is sent, the server's messages per field (the
 * rest under `base`), and the message of what was sent, announced to screen readers.
 */
export function useSentForm() {
  const { t } = useTranslation('common');
  const announce = useAnnounce();
  const [errors, setErrors] = useState<ApiErrors>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  /** The submit handler: `send` makes the call and says what was sent. */
  const submitWith = (send: () => Promise<string>) => async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setErrors({});
    setSent(null);
    try {
      const message = await send();
      setSent(message);
      announce(message);
    } catch (caught) {
      const apiError = toApiError(caught, t('errors.network'));
      setErrors(Object.keys(apiError.errors).length > 0 ? apiError.errors : { base: [apiError.message] });
    } finally {
      setSending(false);
    }
  };
  return { errors, sending, sent, submitWith };
}
