import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRemoteName, remoteDirName } from '@coach/shared/contract';
import { addNamespace } from '@coach/shared/i18n';
import fr from './i18n/fr.json';
import en from './i18n/en.json';
import { LEAVE_PREVIEW_PATH, readPreviewFacts, type PreviewFacts } from './preview-facts.ts';

/** The marker's strings come with it: only a previewing browser loads either (RootShell.tsx). */
export const PREVIEW_NAMESPACE = 'preview';
addNamespace(PREVIEW_NAMESPACE, { fr, en });

/**
 * On every page of a previewing browser: what it previews ("Aperçu : mfe-trainings 1.4.0") and a
 * way to leave; once, when a preview has ended or a link was refused, why it sees the live versions.
 * Read from the registry the page arrived with: a navigation inside the shell keeps it.
 */
export function PreviewMarker({ facts: given }: { facts?: PreviewFacts | null }) {
  const { t } = useTranslation(PREVIEW_NAMESPACE);
  const [facts] = useState(() => (given === undefined ? readPreviewFacts() : given));
  if (!facts) return null;
  const names = facts.grants.map(
    (grant) => `${isRemoteName(grant.remote) ? remoteDirName(grant.remote) : grant.remote} ${grant.version}`,
  );
  return (
    <aside className="preview-marker" role="status" data-preview={names.join(', ') || undefined}>
      {names.length > 0 && (
        <p>
          {t('marker', { versions: names.join(', ') })}{' '}
          <a href={LEAVE_PREVIEW_PATH} className="preview-marker__leave">
            {t('leave')}
          </a>
        </p>
      )}
      {facts.ended && <p>{t('ended')}</p>}
      {facts.linkRefused && <p>{t('linkRefused')}</p>}
    </aside>
  );
}
