import { useTranslation } from 'react-i18next';
import { LANGUAGES, i18n, initI18n } from '@coach/shared/i18n';
import fr from '../../i18n/locales/fr/life-gps-wheel.json';
import en from '../../i18n/locales/en/life-gps-wheel.json';

/** The wheel's own strings: its title, legend and largest gaps, one catalogue wherever it is drawn. */
export const WHEEL_NAMESPACE = 'lifeGpsWheel';
const resources = { fr, en } as const;

let registered = false;

/**
 * Adds the wheel's strings to the page's i18n instance, once per copy of this module. Each remote
 * that draws the wheel bundles its own copy (tooling/webpack/create-config.cjs), maybe of another
 * release: a deep merge that never overwrites, so every copy finds the keys it knows.
 */
function registerWheelStrings(): void {
  if (registered) return;
  initI18n();
  for (const lng of LANGUAGES) i18n.addResourceBundle(lng, WHEEL_NAMESPACE, resources[lng], true, false);
  registered = true;
}

/** `t` of the wheel's namespace (`now`, `wished`, `previousNow` also head the results' table). */
export function useWheelText() {
  registerWheelStrings();
  return useTranslation(WHEEL_NAMESPACE);
}
