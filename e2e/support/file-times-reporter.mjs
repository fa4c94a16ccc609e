// A reporter for node's test runner (`--test-reporter=./support/file-times-reporter.mjs`) that
// writes one JSON value: the counts, each file's time and each failed test with its first lines.
// `npm test` (scripts/lib/steps.mjs) reads it for the final count and the slowest files; the
// spec reporter still writes the readable log beside it.

/** @param {AsyncIterable<{ type: string, data: any }>} source node's test events (their shape varies by type) */
export default async function* fileTimesReporter(source) {
  const report = {
    passed: 0,
    failed: 0,
    skipped: 0,
    /** @type {Record<string, number>} seconds per file */
    files: {},
    /** @type {{ name: string, file: string, message: string }[]} */
    failures: [],
  };
  for await (const event of source) {
    if (event.type === 'test:fail' && event.data.details?.type !== 'suite') {
      const error = event.data.details?.error;
      report.failures.push({
        name: event.data.name,
        file: event.data.file ?? '',
        message: String(error?.cause?.message ?? error?.message ?? error ?? ''),
      });
    }
    if (event.type === 'test:summary' && event.data.file) {
      const { counts, duration_ms: ms, file } = event.data;
      report.files[file] = ms / 1000;
      report.passed += counts.passed;
      report.failed += counts.failed + counts.cancelled;
      report.skipped += counts.skipped + counts.todo;
    }
  }
  yield `${JSON.stringify(report)}\n`;
}
