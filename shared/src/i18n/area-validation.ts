import { LANGUAGES, i18n, initI18n } from '@coach/shared/i18n';
import { areaValidationResources } from '@coach/shared/i18n/area-validation-resources';

/** Adds the areas' messages to the page's `validation` namespace (a deep merge: idempotent). */
export function registerAreaValidation(): void {
  initI18n();
  for (const lng of LANGUAGES) {
    i18n.addResourceBundle(lng, 'validation', areaValidationResources[lng], true, false);
  }
}
