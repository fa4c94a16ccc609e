import { dateTimeFormat } from '@coach/shared/i18n/intl-formats';

/** A date as people read it in the page's language (`23 nov. 2026` / `Nov 23, 2026`). */
export function formatDate(iso: string | null, language: string): string {
  if (!iso) return '';
  return dateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
}
