import { addNamespace, initI18n } from '@coach/shared/i18n';
import fr from '../../i18n/fr.json';
import en from '../../i18n/en.json';
import { reportClientError } from '../../features/errors/report-client-error.ts';
import { watchPageLeaving } from '../../features/errors/page-leaving.ts';
import { renderLanguageChangesAsTransitions } from '../../features/language/LanguageTransition.tsx';

/**
 * The start's first step (bootstrap.tsx), a module of its own so that i18next and the shell's
 * strings are evaluated in a task of their own (docs/adr/0006-size-budget.md, "Start-up in short
 * tasks"); errors are reported from here on.
 */
export function startLanguage(): void {
  initI18n();
  renderLanguageChangesAsTransitions();
  addNamespace('shell', { fr, en });
  watchPageLeaving();
  window.addEventListener(
    'error',
    (event) => void reportClientError({ kind: 'uncaught', error: event.error }),
  );
  window.addEventListener(
    'unhandledrejection',
    (event) => void reportClientError({ kind: 'uncaught', error: event.reason }),
  );
}
