// s3rver for the fault bench: the platform tests' own (platform/src/testing/s3rver-process.mjs),
// but kept alive through a full disk: s3rver lets a failed write end its process, where a real
// object storage answers that request with an error and goes on.
process.on('uncaughtException', (error) => process.stderr.write(`s3rver: ${error.message}\n`));
await import('../../platform/src/testing/s3rver-process.mjs');
