import { dateTimeFormat } from '@coach/shared/i18n/intl-formats';
import { startOfDay } from './local-days.ts';

// Dates and times in the page's language and the browser's time zone (one Intl formatter kept per
// language and style: @coach/shared/i18n/intl-formats).

export function formatDay(day: string, lang: string, style: 'long' | 'medium' = 'long'): string {
  return dateTimeFormat(lang, { dateStyle: style }).format(startOfDay(day));
}

export function formatInstantDate(iso: string, lang: string): string {
  return dateTimeFormat(lang, { dateStyle: 'long' }).format(new Date(iso));
}

export function formatTime(iso: string, lang: string): string {
  return dateTimeFormat(lang, { timeStyle: 'short' }).format(new Date(iso));
}
