// Debian's Chromium (the one the browser tests drive) started with a DevTools port of its own and
// a throwaway profile, for Lighthouse, which drives a browser through that port
// (scripts/perf.mjs, and the CPU calibration of scripts/lib/cpu-calibration.mjs).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/browser.mjs';

/**
 * Starts Chromium with a DevTools port of its own and a throwaway profile.
 * @returns {Promise<{ port: number, close: () => Promise<void> }>}
 */
export async function launchChromium() {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'coach-perf-profile-'));
  const child = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`Chromium did not open its DevTools port:\n${output}`)),
      30_000,
    );
    child.stderr.on('data', (chunk) => {
      output += chunk;
      const match = output.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited with ${code}:\n${output}`));
    });
  });
  child.stderr.resume();
  const close = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(profile, { recursive: true, force: true });
  };
  return { port: /** @type {number} */ (port), close };
}
