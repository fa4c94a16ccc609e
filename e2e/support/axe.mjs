// axe-core in a page: injected with `page.addScriptTag({ content })` (the platform's
// Content-Security-Policy allows only its own scripts, so the contexts that use it bypass it with
// `bypassCSP`, which changes nothing else on the page), run on the whole document, its violations
// reported readably.
/* global document, window */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { poll } from './expect.mjs';
import { waitForLivePage } from './live-page.mjs';

/** @typedef {import('playwright-core').Page} Page */

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
/** The rules of WCAG_TAGS, violations only (the passes are still counted). */
const AXE_OPTIONS = { runOnly: { type: 'tag', values: WCAG_TAGS }, resultTypes: ['violations'] };

/**
 * Runs axe-core on the whole document; returns its violations, and how many rules passed (none
 * would mean axe checked nothing, e.g. a page without content or tags it does not know).
 * @param {Page} page
 */
export async function runAxe(page) {
  await waitForLivePage(page); // the page people use, not the markup drawn ahead of it
  await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async (options) => {
    const results = await /** @type {any} */ (window).axe.run(document, options);
    /** @type {{ id: string, impact: string | null, help: string, helpUrl: string, nodes: { target: unknown[], failureSummary?: string }[] }[]} */
    const found = results.violations;
    const violations = found.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      helpUrl: violation.helpUrl,
      nodes: violation.nodes.map((node) => ({
        target: node.target.map(String).join(' '),
        summary: node.failureSummary ?? '',
      })),
    }));
    return { violations, passedRules: /** @type {unknown[]} */ (results.passes).length };
  }, AXE_OPTIONS);
}

/** The violations as a readable list: id, impact, help, and each failing element. */
export function describeViolations(
  /** @type {Awaited<ReturnType<typeof runAxe>>['violations']} */ violations,
) {
  return violations
    .map((violation) =>
      [
        `• ${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help} — ${violation.helpUrl}`,
        ...violation.nodes.map(
          (node) => `    target: ${node.target}\n      ${node.summary.replace(/\n/g, '\n      ')}`,
        ),
      ].join('\n'),
    )
    .join('\n');
}

/**
 * Waits until the page has settled: no request under way and nothing marked busy (a list or a
 * panel still loading would be audited half drawn).
 * @param {Page} page
 */
export async function settled(page) {
  await page.waitForLoadState('networkidle');
  await poll(
    () => page.locator('[aria-busy="true"]').count(),
    (n) => n === 0,
  );
}

/**
 * axe-core finds no violation of WCAG_TAGS on the page as it is, and did check it (more than ten
 * rules passed); `what` names the page and its state in the failure.
 * @param {Page} page
 * @param {string} what
 */
export async function expectNoAxeViolations(page, what) {
  const { violations, passedRules } = await runAxe(page);
  assert.ok(passedRules > 10, `axe checked ${what} (${passedRules} rules passed)`);
  assert.ok(
    violations.length === 0,
    `axe found ${violations.length} violation(s) of ${WCAG_TAGS.join(', ')} on ${what}:\n` +
      describeViolations(violations),
  );
}
