// For tests only: each test of the file runs as the shell runs the page, its language changes
// drawn by LanguageTransition, and the i18n instance goes back to its defaults after it.
import { i18n, syncDocumentLanguage } from '@coach/shared/i18n';
import { resetEnvironment } from '@coach/shared/testing';
import { renderLanguageChangesAsTransitions } from './LanguageTransition.tsx';

export function withLanguageTransitions(): void {
  const defaults = i18n.options.react;
  beforeEach(async () => {
    await resetEnvironment();
    renderLanguageChangesAsTransitions();
  });
  afterEach(() => {
    i18n.options.react = defaults;
    i18n.on('languageChanged', syncDocumentLanguage);
  });
}
