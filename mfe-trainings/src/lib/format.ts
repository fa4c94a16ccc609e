import type { TFunction } from 'i18next';

/** "1,5 heures" / "1.5 hours": the number in the page's language, the noun by plural rules. */
export function hoursText(t: TFunction, hours: number, language: string): string {
  return t('counts.hours', { count: hours, hours: new Intl.NumberFormat(language).format(hours) });
}
