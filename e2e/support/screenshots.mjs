// The screenshot suite's comparison (issue 27 §6): a page's picture against its committed
// baseline (e2e/screenshots/<name>.png), pixel by pixel with pixelmatch. With
// UPDATE_SCREENSHOTS=1 a picture that differs (or has no baseline yet) is written as the new
// baseline, for review in the diff; one that matches is left alone, so that running the update
// twice changes nothing the second time.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { ARTIFACTS_DIR, E2E_DIR } from './repo.mjs';

export const BASELINE_DIR = path.join(E2E_DIR, 'screenshots');
const DIFF_DIR = path.join(ARTIFACTS_DIR, 'screenshots');
export const UPDATING = process.env.UPDATE_SCREENSHOTS === '1';

/** pixelmatch's per-pixel colour distance (0–1) under which two pixels count as the same. */
const PIXEL_THRESHOLD = 0.1;
/** Share of the pixels that may differ before the page counts as changed (0.1 %). */
export const MAX_DIFF_RATIO = 0.001;

/**
 * @typedef {object} Outcome
 * @property {'same' | 'changed' | 'new' | 'resized'} state
 * @property {number} diffPixels
 * @property {number} ratio share of the pixels that differ
 * @property {boolean} written whether the baseline was (re)written
 */

/** Re-encodes at the strongest compression: the baselines stay small. */
function encode(/** @type {PNG} */ png) {
  return PNG.sync.write(png, { deflateLevel: 9, filterType: -1 });
}

/**
 * Compares `actual` (a PNG screenshot) with the baseline `name`. Writes the picture and a diff
 * image to e2e/artifacts/screenshots/ when they differ; writes the baseline when updating.
 * @param {string} name file name without .png
 * @param {Buffer} actual
 * @returns {Outcome}
 */
export function compareWithBaseline(name, actual) {
  const baselineFile = path.join(BASELINE_DIR, `${name}.png`);
  const current = PNG.sync.read(actual);
  /** @type {Outcome} */
  let outcome;
  if (!existsSync(baselineFile)) {
    outcome = { state: 'new', diffPixels: current.width * current.height, ratio: 1, written: false };
  } else {
    const baseline = PNG.sync.read(readFileSync(baselineFile));
    if (baseline.width !== current.width || baseline.height !== current.height) {
      outcome = { state: 'resized', diffPixels: current.width * current.height, ratio: 1, written: false };
    } else {
      const diff = new PNG({ width: current.width, height: current.height });
      const diffPixels = pixelmatch(baseline.data, current.data, diff.data, current.width, current.height, {
        threshold: PIXEL_THRESHOLD,
      });
      const ratio = diffPixels / (current.width * current.height);
      outcome = { state: ratio > MAX_DIFF_RATIO ? 'changed' : 'same', diffPixels, ratio, written: false };
      if (diffPixels > 0) {
        mkdirSync(DIFF_DIR, { recursive: true });
        writeFileSync(path.join(DIFF_DIR, `${name}.diff.png`), encode(diff));
      }
    }
  }
  if (outcome.state !== 'same') {
    mkdirSync(DIFF_DIR, { recursive: true });
    writeFileSync(path.join(DIFF_DIR, `${name}.actual.png`), encode(current));
    if (UPDATING) {
      mkdirSync(BASELINE_DIR, { recursive: true });
      writeFileSync(baselineFile, encode(current));
      outcome.written = true;
    }
  }
  return outcome;
}
