import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '@coach/shared/i18n/intl-formats';

/**
 * "23 novembre 2026" / "23 November 2026": a result's date in the page's language; with the
 * time where two results of one day sit side by side (/result).
 */
export function useDateText(withTime = false): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = dateTimeFormat(i18n.language, {
    dateStyle: 'long',
    timeStyle: withTime ? 'short' : undefined,
  });
  return (iso: string) => format.format(new Date(iso));
}
