// The S3 test server of the platform's tests (s3rver; lib/s3rver-process.mjs), for the
// fault bench: s3rver in a process of its own on a folder, with the releases' bucket created.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './apps.mjs';

const require = createRequire(path.join(ROOT, 'platform/package.json'));
const { S3Client, CreateBucketCommand } = require('@aws-sdk/client-s3');

export const S3_CREDENTIALS = {
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  AWS_REGION: 'us-east-1',
};

/** @param {string} directory @param {string} bucket */
export async function startS3TestServer(directory, bucket) {
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', path.join(ROOT, 'scripts/lib/s3rver-process.mjs'), directory],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const [line] = /** @type {[Buffer]} */ (await once(child.stdout, 'data'));
  const { port } = JSON.parse(line.toString('utf8').split('\n')[0] ?? '{}');
  const client = new S3Client({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return {
    port: /** @type {number} */ (port),
    async close() {
      const exited = once(child, 'exit');
      child.stdin.end();
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
      child.kill('SIGKILL');
    },
  };
}
