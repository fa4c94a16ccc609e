/**
 * Dates and numbers in the page's language, by `Intl`, one formatter per language and options,
 * made on first use and kept. Making one costs far more than formatting with it (its locale data
 * is resolved each time): made anew for each date, they took a third of a language switch on a
 * slow phone (issue 29, `pnpm bench:inp`) and 30 % of the profile page's server render (the
 * sessions' dates; docs/adr/0019-cpu-per-request.md). A formatter holds no member data: keeping it
 * between renders keeps nothing one member's page shows (docs/server-render.md).
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function kept<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let made = cache.get(key);
  if (made === undefined) {
    made = make();
    cache.set(key, made);
  }
  return made;
}

/** `new Intl.DateTimeFormat(lang, options)`, made once for each language and options. */
export function dateTimeFormat(lang: string | undefined, options: Intl.DateTimeFormatOptions = {}) {
  return kept(
    dateFormats,
    `${lang ?? ''}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(lang, options),
  );
}

/** `new Intl.NumberFormat(lang, options)`, made once for each language and options. */
export function numberFormat(lang: string | undefined, options: Intl.NumberFormatOptions = {}) {
  return kept(
    numberFormats,
    `${lang ?? ''}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(lang, options),
  );
}
