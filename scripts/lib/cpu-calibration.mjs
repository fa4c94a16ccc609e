// The CPU slowdown calibrated to the host (README, "Performance"), shared by `pnpm perf`
// (Lighthouse's simulated slowdown) and `pnpm bench:inp` (CDP's CPU throttling).
//
// Lighthouse's default 4× CPU slowdown assumes a host whose benchmark index (its own measure of
// the CPU, `lhr.environment.benchmarkIndex`) is about 1,750; the hosts this runs on range from
// ~1,000 to ~3,900, so a fixed 4× simulated a slower phone on a fast host than on a slow one.
// Short Lighthouse passes on /api/health read the host's index, and the slowdown is
// `index / 440` (1,750 / 440 ≈ 4: the reference host keeps Lighthouse's 4×, every other host
// simulates the same phone), at least 1.
import lighthouse from 'lighthouse';
import { median } from './median.mjs';

/** Lighthouse's 4× is right for a host of index ~1,750 = 4 × 440: 440 stands for the phone it simulates. */
export const PHONE_BENCHMARK_INDEX = 440;
/** One index wobbles by ±10 % from one pass to the next: the median of three decides. */
const CALIBRATION_PASSES = 3;

/**
 * The CPU slowdown that makes this host simulate the phone Lighthouse's 4× means: the median
 * benchmark index of a few short passes on the lightest page there is, divided by the phone's.
 * @param {number} port the DevTools port of a Chromium Lighthouse may drive (chromium-devtools.mjs)
 * @param {string} baseUrl a running platform
 * @returns {Promise<{ benchmarkIndex: number, indexes: number[], multiplier: number }>}
 */
export async function calibrateCpu(port, baseUrl) {
  /** @type {number[]} */
  const indexes = [];
  for (let pass = 0; pass < CALIBRATION_PASSES; pass += 1) {
    // Only the environment is read: one cheap audit, no throttling to simulate.
    const result = await lighthouse(`${baseUrl}/api/health`, {
      port,
      hostname: '127.0.0.1',
      output: 'json',
      logLevel: 'error',
      onlyAudits: ['viewport'],
      throttlingMethod: 'provided',
      disableStorageReset: true,
    });
    const index = result?.lhr.environment.benchmarkIndex;
    if (typeof index !== 'number' || !(index > 0))
      throw new Error('the calibration pass gave no benchmark index');
    indexes.push(index);
  }
  const benchmarkIndex = median(indexes);
  const multiplier = Math.max(1, Math.round((benchmarkIndex / PHONE_BENCHMARK_INDEX) * 100) / 100);
  return { benchmarkIndex, indexes, multiplier };
}
