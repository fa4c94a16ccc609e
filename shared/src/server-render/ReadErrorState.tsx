// A failed read as the pages draw it (docs/server-render.md): the api's messages, else the
// translated "network" message, and a retry. Bundled into each remote (create-config.cjs,
// BUNDLED_SHARED_ENTRIES), like the reads it draws.
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@coach/shared/ui';
import type { ReadFailure } from './contract.ts';
import { failureMessage } from './use-route-data.ts';

export function ReadErrorState({
  failure,
  onRetry,
  title,
}: {
  failure: ReadFailure;
  /** A read's `reload`: shows the loading state and reads again. */
  onRetry: () => Promise<void>;
  title?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <ErrorState
      title={title}
      message={failureMessage(failure, t('errors.network'))}
      onRetry={() => void onRetry()}
    />
  );
}
