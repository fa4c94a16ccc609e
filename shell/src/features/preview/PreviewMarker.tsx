import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRemoteName, remoteDirName } from '@coach/shared/contract';
import { LEAVE_PREVIEW_PATH, readPreviewFacts, type PreviewFacts } from './preview-facts.ts';

/**
 * On every page of a previewing browser: what it previews ("Aperçu : mfe-trainings 1.4.0") and a
 * way to leave; once, when a preview has ended or a link was refused, why it sees the live versions.
 * Read from the registry the page arrived with: a navigation inside the shell keeps it.
 */
export function PreviewMarker({ facts: given }: { facts?: PreviewFacts | null }) {
  const { t } = useTranslation('shell');
  const [facts] = useState(() => (given === undefined ? readPreviewFacts() : given));
  if (!facts) return null;
  const names = facts.grants.map(
    (grant) => `${isRemoteName(grant.remote) ? remoteDirName(grant.remote) : grant.remote} ${grant.version}`,
  );
  return (
    <aside className="preview-marker" role="status" data-preview={names.join(', ') || undefined}>
      {names.length > 0 && (
        <p>
          {t('preview.marker', { versions: names.join(', ') })}{' '}
          <a href={LEAVE_PREVIEW_PATH} className="preview-marker__leave">
            {t('preview.leave')}
          </a>
        </p>
      )}
      {facts.ended && <p>{t('preview.ended')}</p>}
      {facts.linkRefused && <p>{t('preview.linkRefused')}</p>}
    </aside>
  );
}
