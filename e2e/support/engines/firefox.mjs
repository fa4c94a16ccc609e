// Firefox (Debian's firefox-esr) driven over WebDriver BiDi by puppeteer-core: headless, with a
// profile of its own per launch (an empty HTTP cache), nothing talking to the network on its own.
import puppeteer from 'puppeteer-core';
import { FIREFOX_PATH } from './available.mjs';

/** Preferences that keep Firefox's own traffic (updates, telemetry, remote settings) off the tests. */
const QUIET_PREFS = {
  'app.update.enabled': false,
  'browser.shell.checkDefaultBrowser': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'toolkit.telemetry.enabled': false,
  'services.settings.server': 'http://localhost:1/',
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'intl.accept_languages': 'fr-FR, fr',
};

/** @returns {Promise<import('puppeteer-core').Browser>} */
export function launchFirefox() {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    extraPrefsFirefox: QUIET_PREFS,
  });
}
