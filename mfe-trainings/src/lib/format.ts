import type { TFunction } from 'i18next';
import { numberFormat } from '@coach/shared/i18n/intl-formats';

/** "1,5 heures" / "1.5 hours": the number in the page's language, the noun by plural rules. */
export function hoursText(t: TFunction, hours: number, language: string): string {
  return t('counts.hours', { count: hours, hours: numberFormat(language).format(hours) });
}
