// What a page must not show besides its title: a part of it that failed to load (the shell's
// "this part is unavailable" fallbacks), a part still loading once the network is quiet, or an
// untranslated i18n key (i18next shows the key, e.g. "mainGoal.title", when a namespace or a
// string is missing).
/* global document, NodeFilter */
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { poll } from './expect.mjs';
import { REMOTES } from './remotes.mjs';
import { ROOT } from './repo.mjs';

/** @typedef {'fr' | 'en'} Language */

/** Every catalogue of the workspace: each app's src/i18n/<lng>.json and shared's locales. */
function catalogueFiles() {
  const files = [];
  for (const dir of ['shell', ...REMOTES.map((remote) => remote.dir)]) {
    for (const lng of ['fr', 'en']) {
      const file = path.join(ROOT, dir, 'src/i18n', `${lng}.json`);
      if (existsSync(file)) files.push(file);
    }
  }
  for (const lng of ['fr', 'en']) {
    const dir = path.join(ROOT, 'shared/src/i18n/locales', lng);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) if (name.endsWith('.json')) files.push(path.join(dir, name));
  }
  return files;
}

/**
 * @param {unknown} node
 * @param {string} prefix
 * @param {Set<string>} into
 */
function collectKeys(node, prefix, into) {
  if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node))
      collectKeys(value, prefix ? `${prefix}.${key}` : key, into);
  } else if (prefix.includes('.') || /[A-Z]/.test(prefix)) {
    // Dotted or camelCase keys only: a bare word ("brand") could be ordinary text.
    into.add(prefix);
  }
}

/** @type {Set<string> | null} */
let keys = null;
/** Every i18n key of the workspace, as i18next would print it when its string is missing. */
export function i18nKeys() {
  if (!keys) {
    keys = new Set();
    for (const file of catalogueFiles()) collectKeys(JSON.parse(readFileSync(file, 'utf8')), '', keys);
  }
  return keys;
}

/** @returns {Record<string, any>} */
function shellCatalogue(/** @type {Language} */ lng) {
  return JSON.parse(readFileSync(path.join(ROOT, 'shell/src/i18n', `${lng}.json`), 'utf8'));
}

/** The shell's messages for a part of a page that could not load, in one language. */
export function failureMessages(/** @type {Language} */ lng) {
  const shell = shellCatalogue(lng);
  return [shell.widgets?.unavailable, shell.unavailable?.title].filter(
    (text) => typeof text === 'string' && text !== '',
  );
}

/** In the page: the visible texts (text nodes and labelling attributes), trimmed. */
function visibleTexts() {
  const texts = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, noscript, template')) continue;
    const text = (node.nodeValue ?? '').trim();
    if (text) texts.push(text);
  }
  for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(name)?.trim();
      if (value) texts.push(value);
    }
  }
  return texts;
}

/**
 * Waits until nothing on the page is busy loading, then asserts that no part failed and that no
 * raw i18n key is shown.
 * @param {import('playwright-core').Page} page
 * @param {Language} lng the language the page is in
 * @param {string} what the page, for the failure messages
 */
export async function assertPageComplete(page, lng, what) {
  const busy = await poll(
    () => page.locator('[aria-busy="true"]').count(),
    (count) => count === 0,
  );
  assert.equal(busy, 0, `${what}: parts still loading (aria-busy) after 15 s`);

  const texts = await page.evaluate(visibleTexts);
  const failures = failureMessages(lng);
  const failed = texts.filter((text) => failures.some((message) => text.includes(message)));
  assert.deepEqual(failed, [], `${what}: a part of the page failed to load`);

  const known = i18nKeys();
  const rawKeys = [
    ...new Set(
      texts.flatMap((text) =>
        text
          .split(/\s+/)
          .map((token) => token.replace(/^[^\w]+|[^\w]+$/g, ''))
          .filter((token) => known.has(token) || known.has(token.replace(/^[\w-]+:/, ''))),
      ),
    ),
  ];
  assert.deepEqual(rawKeys, [], `${what}: untranslated i18n keys are shown`);
}
