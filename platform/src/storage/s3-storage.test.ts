import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startTestS3Server, type TestS3Server } from '../testing/s3-server';
import { S3Storage } from './s3-storage';
import { describeStorageContract } from './storage-contract';

/**
 * S3Storage against s3rver, an S3-compatible server started by the test: once with conditional
 * writes (a proxy gives s3rver S3's `If-None-Match: *` answer, 412), once without them (plain
 * s3rver, `S3_CONDITIONAL_WRITES=off`: the check-before-write fallback).
 */
for (const conditionalWrites of [true, false]) {
  let server: TestS3Server;
  const made: string[] = [];
  let prefixes = 0;
  beforeAll(async () => {
    server = await startTestS3Server({ conditionalWrites });
  });
  afterAll(async () => {
    await server.close();
  });

  describeStorageContract(`S3Storage (s3rver, conditional writes ${conditionalWrites ? 'on' : 'off'})`, {
    atomicCreate: conditionalWrites,
    async create(publicBaseUrl) {
      made.push(await fs.mkdtemp(path.join(os.tmpdir(), 'coach-s3-cache-')));
      prefixes += 1;
      return new S3Storage({
        client: server.client,
        bucket: server.bucket,
        // A fresh prefix per test: an empty storage without emptying the bucket.
        keyPrefix: `test-${prefixes}/`,
        publicBaseUrl,
        conditionalWrites,
        cacheDir: made[made.length - 1]!,
        listPageSize: 7,
      });
    },
    async cleanup() {
      await Promise.all(made.splice(0).map((dir) => fs.rm(dir, { recursive: true, force: true })));
    },
  });
}

describe('S3Storage object headers', () => {
  let server: TestS3Server;
  beforeAll(async () => {
    server = await startTestS3Server({ conditionalWrites: true });
  });
  afterAll(() => server.close());

  it('stores the cache policy and content type with each object, for the CDN', async () => {
    const cacheDir = await fs.mkdtemp(path.join(os.tmpdir(), 'coach-s3-cache-'));
    const storage = new S3Storage({
      client: server.client,
      bucket: server.bucket,
      cacheDir,
      headersFor: (key) => ({
        contentType: 'text/javascript; charset=utf-8',
        cacheControl: `policy of ${key}`,
      }),
    });
    await storage.putImmutable('remotes/mfe-home/1.0.0/remoteEntry.js', Buffer.from('entry'));
    const answer = await fetch(`${server.endpoint}/${server.bucket}/remotes/mfe-home/1.0.0/remoteEntry.js`);
    expect(answer.headers.get('cache-control')).toBe('policy of remotes/mfe-home/1.0.0/remoteEntry.js');
    expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    await fs.rm(cacheDir, { recursive: true, force: true });
  });
});
