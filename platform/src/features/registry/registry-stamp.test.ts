import { createTestContext, type TestContext } from '../../testing/test-app';
import { createRegistryStamp, readOncePerStamp, readOncePerStampBy } from './registry-stamp';
import { bumpRevision, lockRevision } from './repository';

describe('createRegistryStamp', () => {
  let ctx: TestContext;
  let now = 0;
  let frontVersion = '1';
  const frontVersionReads = jest.fn(async () => frontVersion);
  const bump = () => ctx.db.transaction(async (tx) => bumpRevision(tx, await lockRevision(tx)));
  const stampOf = (checkMs: number) =>
    createRegistryStamp({ db: ctx.db, frontVersion: frontVersionReads, checkMs, now: () => now });

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());
  beforeEach(() => {
    frontVersionReads.mockClear();
  });

  it('is the revision and the front version, read again once the window has passed', async () => {
    const stamp = stampOf(1000);
    const first = await stamp.current();
    expect(first).toMatch(/^\d+:1$/);
    await bump();
    frontVersion = '2';
    now += 999;
    expect(await stamp.current()).toBe(first);
    now += 1;
    expect(await stamp.current()).toBe(`${Number(first.split(':')[0]) + 1}:2`);
    expect(frontVersionReads).toHaveBeenCalledTimes(2);
  });

  it('is read again at once after a change made here, and once for callers that ask together', async () => {
    const stamp = stampOf(60_000);
    const before = await stamp.current();
    await bump();
    expect(await stamp.current()).toBe(before);
    stamp.invalidate();
    const [a, b] = await Promise.all([stamp.current(), stamp.current()]);
    expect(a).not.toBe(before);
    expect(b).toBe(a);
    expect(frontVersionReads).toHaveBeenCalledTimes(2);
  });

  it('does not take a read that started before a change as fresh', async () => {
    const stamp = stampOf(60_000);
    const early = stamp.current();
    stamp.invalidate(); // the change committed while the read above was under way
    await early;
    await stamp.current();
    expect(frontVersionReads).toHaveBeenCalledTimes(2);
  });

  it('keeps no failed read', async () => {
    const stamp = stampOf(60_000);
    frontVersionReads.mockRejectedValueOnce(new Error('database'));
    await expect(stamp.current()).rejects.toThrow('database');
    await expect(stamp.current()).resolves.toMatch(/^\d+:2$/);
  });
});

describe('readOncePerStamp', () => {
  it('reads once per stamp, and again when the stamp moves or the read failed', async () => {
    let value = 'a';
    const stamp = { current: jest.fn(async () => value), invalidate: () => undefined };
    const read = jest.fn(async () => `rules of ${value}`);
    const rules = readOncePerStamp(stamp, read);
    expect(await rules()).toBe('rules of a');
    expect(await rules()).toBe('rules of a');
    expect(read).toHaveBeenCalledTimes(1);
    value = 'b';
    expect(await rules()).toBe('rules of b');
    read.mockRejectedValueOnce(new Error('database'));
    value = 'c';
    await expect(rules()).rejects.toThrow('database');
    expect(await rules()).toBe('rules of c');
    expect(read).toHaveBeenCalledTimes(4);
  });
});

describe('readOncePerStampBy', () => {
  it('reads each key once per stamp, drops every key when the stamp moves, keeps no failed read', async () => {
    let value = 'a';
    const stamp = { current: jest.fn(async () => value), invalidate: () => undefined };
    const read = jest.fn(async (key: string) => `${key} of ${value}`);
    const byKey = readOncePerStampBy(stamp, read);
    expect(await Promise.all([byKey('x'), byKey('y'), byKey('x')])).toEqual(['x of a', 'y of a', 'x of a']);
    expect(read).toHaveBeenCalledTimes(2);
    value = 'b';
    expect(await byKey('x')).toBe('x of b');
    read.mockRejectedValueOnce(new Error('database'));
    await expect(byKey('y')).rejects.toThrow('database');
    expect(await byKey('y')).toBe('y of b');
    expect(read).toHaveBeenCalledTimes(5);
  });
});
