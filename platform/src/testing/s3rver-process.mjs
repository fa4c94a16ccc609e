// s3rver in a process of its own, for the platform's tests (testing/s3-server.ts) and the fault
// bench (scripts/lib/s3rver-process.mjs). Its truncated listings encrypt the continuation token
// with DES, which Node 24's OpenSSL only offers with --openssl-legacy-provider: a flag for this
// process, not for the test process.
import S3rver from 's3rver';

const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: process.argv[2] });
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
// The test process closes stdin when it is done (or dies): stop with it.
process.stdin.resume();
process.stdin.on('end', () => {
  void server.close().then(() => process.exit(0));
});
