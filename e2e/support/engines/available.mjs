// Which of the browser suite's three engines this machine can drive. Chromium is the suite's own
// (support/browser.mjs); Firefox and WebKit are Debian packages a developer machine may lack
// (`firefox-esr`; `webkit2gtk-driver` and `xvfb`): an engine that is absent is skipped, with one
// line saying so, never failed. `ENGINES=firefox` (or `chromium,webkit`) runs some of them alone.
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from '../browser.mjs';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const XVFB_PATH = process.env.XVFB_PATH ?? '/usr/bin/Xvfb';
/** Where Debian's webkit2gtk-driver finds the browser it drives (`dpkg -L libwebkit2gtk-4.1-0`). */
export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** @typedef {'chromium' | 'firefox' | 'webkit'} EngineName */

/** @type {readonly EngineName[]} */
export const ENGINE_NAMES = ['chromium', 'firefox', 'webkit'];

/** @type {Record<EngineName, { needs: string[], packages: string }>} */
const NEEDS = {
  chromium: { needs: [CHROMIUM_PATH], packages: 'chromium' },
  firefox: { needs: [FIREFOX_PATH], packages: 'firefox-esr' },
  webkit: { needs: [WEBKIT_DRIVER_PATH, MINIBROWSER_PATH, XVFB_PATH], packages: 'webkit2gtk-driver xvfb' },
};

/** The engines asked for (`ENGINES`, comma-separated; all three by default). */
export function requestedEngines(value = process.env.ENGINES) {
  if (!value) return [...ENGINE_NAMES];
  const names = value.split(',').map((name) => name.trim().toLowerCase());
  const unknown = names.filter((name) => !ENGINE_NAMES.includes(/** @type {EngineName} */ (name)));
  if (unknown.length)
    throw new Error(`ENGINES: unknown engine ${unknown.join(', ')} (${ENGINE_NAMES.join(', ')})`);
  return /** @type {EngineName[]} */ (names);
}

/**
 * Why `engine` cannot run here (the files it needs that are missing), or null when it can.
 * @param {EngineName} engine
 */
export function missingFor(engine) {
  const missing = NEEDS[engine].needs.filter((file) => !existsSync(file));
  return missing.length
    ? `${engine} skipped: ${missing.join(', ')} not found (Debian: apt-get install ${NEEDS[engine].packages})`
    : null;
}

/**
 * Why a test file of `engine` does not run here, or null: not asked for (`ENGINES`), or not
 * installed (then said in one line; not asking for an engine needs no word).
 * @param {EngineName} engine
 */
export function skipReason(engine) {
  if (!requestedEngines().includes(engine)) return `${engine} not in ENGINES=${process.env.ENGINES}`;
  const missing = missingFor(engine);
  if (missing) console.log(missing);
  return missing;
}
