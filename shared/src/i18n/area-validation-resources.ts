import areasFr from './locales/fr/validation-areas.json';
import areasEn from './locales/en/validation-areas.json';

/**
 * The `validation` messages of the signed-in areas (trainings, team, life GPS, profile): the same
 * namespace as the sign-in forms' messages, in files of their own so that /home/login does not
 * download them (docs/adr/0006-size-budget.md). The api merges them into its `validation`
 * namespace; in the browser, each area's remote adds them with `registerAreaValidation()`.
 */
export const areaValidationResources = {
  fr: areasFr,
  en: areasEn,
} as const;
