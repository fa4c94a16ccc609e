import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';

export interface TestS3Server {
  client: S3Client;
  bucket: string;
  endpoint: string;
  close(): Promise<void>;
}

/**
 * An S3-compatible server for a test file: s3rver on a free port and a temporary folder, with a
 * fresh bucket. s3rver ignores `If-None-Match: *` on PutObject (it overwrites); with
 * `conditionalWrites`, a small proxy in front of it answers such a write with 412 when the key
 * exists, one write per key at a time, as S3 does, so the storage's 412 path runs for real.
 */
export async function startTestS3Server(options: { conditionalWrites: boolean }): Promise<TestS3Server> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'coach-s3rver-'));
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', path.join(import.meta.dirname, 's3rver-process.mjs'), directory],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const [firstLine] = (await Promise.race([
    once(child.stdout, 'data'),
    once(child, 'exit').then(() => {
      throw new Error('s3rver did not start');
    }),
  ])) as [Buffer];
  const { port } = JSON.parse(firstLine.toString('utf8').split('\n')[0]!) as { port: number };
  let endpoint = `http://127.0.0.1:${port}`;
  let proxy: http.Server | undefined;
  if (options.conditionalWrites) {
    proxy = conditionalWriteProxy(port);
    await new Promise<void>((resolve) => proxy!.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  }
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const bucket = 'coach-releases';
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    client,
    bucket,
    endpoint,
    async close() {
      client.destroy();
      if (proxy) await new Promise((resolve) => proxy!.close(resolve));
      const exited = once(child, 'exit');
      child.stdin.end();
      await exited;
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

function conditionalWriteProxy(targetPort: number): http.Server {
  const direct = new S3Client({
    endpoint: `http://127.0.0.1:${targetPort}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const exists = async (url: string): Promise<boolean> => {
    const [bucket, ...key] = new URL(url, 'http://proxy').pathname.slice(1).split('/');
    try {
      await direct.send(
        new HeadObjectCommand({ Bucket: bucket, Key: key.map(decodeURIComponent).join('/') }),
      );
      return true;
    } catch {
      return false;
    }
  };
  const forward = (request: http.IncomingMessage, body: Buffer, response: http.ServerResponse) =>
    new Promise<void>((resolve, reject) => {
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: targetPort,
          path: request.url,
          method: request.method,
          headers: request.headers,
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 500, answer.headers);
          answer.pipe(response);
          answer.on('end', resolve);
        },
      );
      upstream.on('error', reject);
      upstream.end(body);
    });
  const busy = new Map<string, Promise<void>>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const fail = () => response.destroy();
      if (request.method !== 'PUT' || request.headers['if-none-match'] !== '*') {
        forward(request, body, response).catch(fail);
        return;
      }
      const key = new URL(request.url ?? '/', 'http://proxy').pathname;
      const turn = (busy.get(key) ?? Promise.resolve()).then(async () => {
        if (await exists(request.url ?? '/')) {
          response.writeHead(412, { 'Content-Type': 'application/xml' });
          response.end(
            '<?xml version="1.0" encoding="UTF-8"?><Error><Code>PreconditionFailed</Code><Message>At least one of the pre-conditions you specified did not hold</Message></Error>',
          );
          return;
        }
        await forward(request, body, response);
      });
      busy.set(
        key,
        turn.catch(() => undefined),
      );
      turn.catch(fail);
    });
  });
  server.on('close', () => direct.destroy());
  return server;
}
