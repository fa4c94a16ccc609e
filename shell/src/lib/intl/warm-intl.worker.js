// A worker started by the shell's first script (warm-intl.ts). The first `Intl` object a page makes
// loads the locale and time-zone data of the browser's internationalisation library (ICU): 30–180 ms
// of one task at 1× CPU, measured on /, /my_life_gps and /profile, where the first date formatted
// while React draws the page paid it. That data is kept per process, not per thread: made here
// first, the page's own formatters cost under a millisecond. Plain JavaScript, served as a file
// of its own: no import, nothing of the page's.
/* global self */
self.onmessage = (event) => {
  const day = new Date();
  for (const language of event.data) {
    for (const options of [
      { dateStyle: 'long' },
      { dateStyle: 'medium' },
      { timeStyle: 'short' },
      { weekday: 'short' },
    ])
      new Intl.DateTimeFormat(language, options).format(day);
    new Intl.PluralRules(language).select(2);
    new Intl.NumberFormat(language).format(1.5);
  }
  self.postMessage('warm');
};
