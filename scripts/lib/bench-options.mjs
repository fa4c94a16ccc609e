// What the browser benches share (`pnpm bench:inp`, `pnpm bench:start`): the phone they load pages
// on, and their command line.

/** Lighthouse's mobile viewport, a phone's pixel ratio and touch, the default language's locale. */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  locale: 'fr-FR',
};

/**
 * `--runs=N` (else `defaultRuns`), `--cpu=N` (null: calibrate), `--only=a,b` (null: everything)
 * and `--wait-for-quiet`.
 * @param {string[]} argv
 * @param {number} defaultRuns
 */
export function benchOptions(argv, defaultRuns) {
  const value = (/** @type {string} */ name) =>
    argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const runs = Number(value('runs') ?? defaultRuns);
  const cpu = value('cpu');
  return {
    runs: Number.isInteger(runs) && runs > 0 ? runs : defaultRuns,
    cpu: cpu === undefined ? null : Number(cpu),
    only: value('only')?.split(',') ?? null,
    waitForQuiet: argv.includes('--wait-for-quiet'),
  };
}
