// The steps of `npm test`: each runs quietly into a log file of its own and prints one line when it
// ends (`✓ typecheck 41.0 s`, or `✗ …` with the failed tests' names and first assertion lines, and
// the path of its log). Independent steps run two at a time, as many as the machines have cores.
// Test reports (jest's JSON, node's test runner through e2e/support/file-times-reporter.mjs) feed
// the final count and the table of the slowest test files.
import { spawn } from 'node:child_process';
import { existsSync, openSync, closeSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ROOT } from './apps.mjs';

/** How many steps run at once: the cores, at least one, at most two (memory and port churn). */
export const STEP_CONCURRENCY = Math.max(1, Math.min(2, os.availableParallelism()));

/**
 * @typedef {object} StepResult
 * @property {string} name
 * @property {number} seconds
 * @property {boolean} ok
 */

/**
 * @typedef {object} TestCount
 * @property {number} passed
 * @property {number} failed
 * @property {number} skipped
 */

export class TestRun {
  /** @param {string} reportsDir where logs and reports go (kept after the run) */
  constructor(reportsDir) {
    this.reportsDir = reportsDir;
    /** @type {StepResult[]} */
    this.steps = [];
    /** @type {TestCount} */
    this.totals = { passed: 0, failed: 0, skipped: 0 };
    /** @type {{ file: string, seconds: number }[]} */
    this.fileTimes = [];
  }

  get failedSteps() {
    return this.steps.filter((step) => !step.ok).map((step) => step.name);
  }

  /** A log file for a step, named after it. */
  logFile(name) {
    return path.join(this.reportsDir, `${name.replace(/[^\w.-]+/g, '-')}.log`);
  }

  /**
   * Runs one step; its output goes to its log file. `describeFailure` adds what the reports say.
   * @param {string} name
   * @param {(log: string) => Promise<void>} fn
   * @param {() => string[]} [describeFailure]
   */
  async step(name, fn, describeFailure = () => []) {
    const started = Date.now();
    const log = this.logFile(name);
    let ok = true;
    let reason = '';
    try {
      await fn(log);
    } catch (error) {
      ok = false;
      reason = error instanceof Error ? error.message : String(error);
    }
    const seconds = (Date.now() - started) / 1000;
    this.steps.push({ name, seconds, ok });
    if (ok) {
      console.log(`✓ ${name} ${seconds.toFixed(1)} s`);
      return;
    }
    const details = describeFailure();
    console.log(`✗ ${name} ${seconds.toFixed(1)} s — ${reason}`);
    for (const line of details.length ? details : tailOf(log, 30)) console.log(`    ${line}`);
    console.log(`    log: ${log}`);
  }

  /**
   * Runs steps `STEP_CONCURRENCY` at a time, in the order given (put the longest first).
   * @param {Array<() => Promise<void>>} tasks
   */
  async parallel(tasks) {
    const queue = [...tasks];
    const worker = async () => {
      for (let task = queue.shift(); task; task = queue.shift()) await task();
    };
    await Promise.all(Array.from({ length: STEP_CONCURRENCY }, worker));
  }

  /**
   * Adds a jest JSON report to the totals and the file times; returns the failed tests' lines.
   * @param {string} report
   * @returns {string[]}
   */
  countJest(report) {
    if (!existsSync(report)) {
      this.totals.failed += 1; // the suite did not even report
      return ['jest wrote no report (see the log)'];
    }
    const result = JSON.parse(readFileSync(report, 'utf8'));
    this.totals.passed += result.numPassedTests;
    this.totals.failed += result.numFailedTests;
    this.totals.skipped += result.numPendingTests + (result.numTodoTests ?? 0);
    /** @type {string[]} */
    const failed = [];
    for (const file of result.testResults ?? []) {
      const seconds = ((file.endTime ?? 0) - (file.startTime ?? 0)) / 1000;
      this.fileTimes.push({ file: path.relative(ROOT, file.name), seconds });
      for (const test of file.assertionResults ?? []) {
        if (test.status !== 'failed') continue;
        failed.push(`${path.relative(ROOT, file.name)} › ${test.fullName}`);
        failed.push(...firstLines(test.failureMessages?.[0] ?? '', 4).map((line) => `  ${line}`));
      }
      if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) {
        failed.push(`${path.relative(ROOT, file.name)}: ${firstLines(file.message ?? '', 4).join(' ')}`);
      }
    }
    return failed;
  }

  /**
   * Adds a report of e2e/support/file-times-reporter.mjs to the totals and the file times.
   * @param {string} report
   * @returns {string[]} the failed tests' lines
   */
  countNodeTests(report) {
    if (!existsSync(report)) {
      this.totals.failed += 1;
      return ['the browser tests wrote no report (see the log)'];
    }
    const result = JSON.parse(readFileSync(report, 'utf8'));
    this.totals.passed += result.passed;
    this.totals.failed += result.failed;
    this.totals.skipped += result.skipped;
    for (const [file, seconds] of Object.entries(result.files)) {
      this.fileTimes.push({ file: path.relative(ROOT, file), seconds });
    }
    return result.failures.flatMap((/** @type {{ name: string, file: string, message: string }} */ f) => [
      `${path.relative(ROOT, f.file)} › ${f.name}`,
      ...firstLines(f.message, 4).map((line) => `  ${line}`),
    ]);
  }

  /** The closing tables: each step's time, then the ten slowest test files. */
  printSummary() {
    console.log('\nSteps:');
    for (const step of this.steps) {
      console.log(
        `  ${step.ok ? '✓' : '✗'} ${step.name.padEnd(58)} ${step.seconds.toFixed(1).padStart(7)} s`,
      );
    }
    console.log('\nThe ten slowest test files:');
    for (const { file, seconds } of [...this.fileTimes].sort((a, b) => b.seconds - a.seconds).slice(0, 10)) {
      console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${file}`);
    }
  }
}

/**
 * Runs a command with its output (stdout and stderr) appended to `log`; rejects on a non-zero exit.
 * @param {string} command
 * @param {string[]} args
 * @param {{ log: string, env?: Record<string, string | undefined>, cwd?: string }} options
 */
export function runLogged(command, args, { log, env = {}, cwd = ROOT }) {
  return new Promise((resolve, reject) => {
    const fd = openSync(log, 'a');
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', fd, fd] });
    child.on('error', (error) => {
      closeSync(fd);
      reject(error);
    });
    child.on('exit', (code) => {
      closeSync(fd);
      if (code === 0) resolve(undefined);
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}`));
    });
  });
}

/** The first `count` non-empty lines of a message, without terminal colours. */
function firstLines(message, count) {
  return stripVTControlCharacters(message)
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, count);
}

/** The last `count` lines of a file, or none when it cannot be read. */
function tailOf(file, count) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-count);
  } catch {
    return [];
  }
}
