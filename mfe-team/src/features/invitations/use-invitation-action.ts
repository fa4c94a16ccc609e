import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@coach/shared/api';
import { useAnnounce } from '@coach/shared/ui';

/** One action at a time on a list of invitations: which one is busy, the outcome announced, the error shown. */
export function useInvitationAction(afterEach: () => Promise<void>) {
  const { t } = useTranslation('common');
  const announce = useAnnounce();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function run(key: string, work: () => Promise<string>) {
    setBusy(key);
    setError(null);
    setNotice(null);
    try {
      const message = await work();
      setNotice(message);
      announce(message);
    } catch (caught) {
      setError(toApiError(caught, t('errors.network')).message);
    }
    // Busy until the list is read again: the item just answered must not be pressed a second time.
    try {
      await afterEach();
    } finally {
      setBusy(null);
    }
  }
  return { busy, error, notice, run };
}
