// The one way every browser test (and scripts/size-check.mjs) starts Chromium: Debian's
// /usr/bin/chromium driven by playwright-core, headless, with nothing talking to the network
// on its own (no component updates, no sync), so every request a test sees comes from the page.
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** @returns {Promise<import('playwright-core').Browser>} */
export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * Drives a Chromium started elsewhere (scripts/perf.mjs starts one for Lighthouse) through its
 * DevTools port; closing the returned browser only disconnects.
 * @param {string} endpoint `http://127.0.0.1:<port>`
 * @returns {Promise<import('playwright-core').Browser>}
 */
export function connectOverCdp(endpoint) {
  return chromium.connectOverCDP(endpoint);
}
