import { startOfDay } from './local-days.ts';

/** Dates and times in the page's language and the browser's time zone (Intl). */

export function formatDay(day: string, lang: string, style: 'long' | 'medium' = 'long'): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: style }).format(startOfDay(day));
}

export function formatInstantDate(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(new Date(iso));
}

export function formatTime(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { timeStyle: 'short' }).format(new Date(iso));
}
