/** A date as people read it in the page's language (`23 nov. 2026` / `Nov 23, 2026`). */
export function formatDate(iso: string | null, language: string): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
}
