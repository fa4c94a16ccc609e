import { startOfDay } from './local-days.ts';

/**
 * Dates and times in the page's language and the browser's time zone (Intl).
 *
 * One `Intl.DateTimeFormat` per language and style, made on first use and kept: making one costs
 * far more than formatting with it (its locale data is resolved each time), and a render formats
 * dozens of days (the weather's 14, the week's 7, every commitment) — on a slow phone, making them
 * anew took a third of a language switch (issue 29, `pnpm bench:inp`).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(lang: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}|${options.dateStyle ?? ''}|${options.timeStyle ?? ''}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(lang, options);
    formatters.set(key, made);
  }
  return made;
}

export function formatDay(day: string, lang: string, style: 'long' | 'medium' = 'long'): string {
  return formatter(lang, { dateStyle: style }).format(startOfDay(day));
}

export function formatInstantDate(iso: string, lang: string): string {
  return formatter(lang, { dateStyle: 'long' }).format(new Date(iso));
}

export function formatTime(iso: string, lang: string): string {
  return formatter(lang, { timeStyle: 'short' }).format(new Date(iso));
}
