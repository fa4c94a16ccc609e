// s3rver for the fault bench, as platform/src/testing/s3rver-process.mjs runs it for the tests,
// but kept alive through a full disk: s3rver lets a failed write end its process, where a real
// object storage answers that request with an error and goes on.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './apps.mjs';

const S3rver = createRequire(path.join(ROOT, 'platform/package.json'))('s3rver');
process.on('uncaughtException', (error) => process.stderr.write(`s3rver: ${error.message}\n`));
const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: process.argv[2] });
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.stdin.resume();
process.stdin.on('end', () => {
  void server.close().then(() => process.exit(0));
});
