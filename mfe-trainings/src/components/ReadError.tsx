import { useTranslation } from 'react-i18next';
import type { ReadFailure } from '@coach/shared/server-render';
import { ErrorState } from '@coach/shared/ui';
import { readErrorText } from '../lib/use-route-read.ts';

/**
 * A failed read as every trainings screen draws it: the api's general message, else the network
 * message, and Retry (a read's `reload`: the loading state, then the read again).
 */
export function ReadError({ failure, onRetry }: { failure: ReadFailure; onRetry: () => Promise<void> }) {
  const { t } = useTranslation('common');
  return <ErrorState message={readErrorText(failure, t('errors.network'))} onRetry={() => void onRetry()} />;
}
