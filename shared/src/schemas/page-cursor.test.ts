import * as v from 'valibot';
import { afterParam, decodeCursor, encodeCursor, pageNumberParam, type CursorKey } from './page-cursor';

const ID = '0b8f5a6e-2f4c-4d1a-9a57-3c1e2d4f5a6b';
const NOW = '2026-11-23T10:00:00.123456Z';

describe('page cursors', () => {
  it.each<[string, readonly CursorKey[], string[]]>([
    ['a day, an instant, an id', ['day', 'instant', 'uuid'], ['2026-11-23', NOW, ID]],
    ['names with accents', ['text', 'text', 'uuid'], ['Éloïse', "D'Arc 🙂", ID]],
    ['an instant, an id', ['instant', 'uuid'], [NOW, ID]],
  ])('gives back the key it was made of: %s', (_, kinds, values) => {
    const cursor = encodeCursor(values);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, kinds)).toEqual(values);
  });

  it.each<[string, string, readonly CursorKey[]]>([
    ['not base64url', 'a b', ['uuid']],
    ['not JSON', btoa('nope'), ['uuid']],
    ['not an array', encodeCursor({ 0: ID } as unknown as string[]), ['uuid']],
    ['too few values', encodeCursor([ID]), ['instant', 'uuid']],
    ['too many values', encodeCursor([NOW, ID, ID]), ['instant', 'uuid']],
    ['a number among them', btoa(JSON.stringify([NOW, 3])), ['instant', 'text']],
    ['a day that is not one', encodeCursor(['2026-02-30', NOW, ID]), ['day', 'instant', 'uuid']],
    ['an instant without microseconds', encodeCursor(['2026-11-23T10:00:00Z', ID]), ['instant', 'uuid']],
    ['25 o’clock', encodeCursor(['2026-11-23T25:00:00.000000Z', ID]), ['instant', 'uuid']],
    ['an id that is not one', encodeCursor([NOW, 'x']), ['instant', 'uuid']],
    ['a text too long', encodeCursor(['x'.repeat(401), ID]), ['text', 'uuid']],
    ['far too long', 'A'.repeat(2001), ['text']],
  ])('refuses %s', (_, cursor, kinds) => {
    expect(decodeCursor(cursor, kinds)).toBeUndefined();
  });

  it('is an optional query parameter whose output is the key, its message naming it', () => {
    const schema = v.object({ after: afterParam(['instant', 'uuid'], () => 'bad cursor') });
    expect(v.parse(schema, {})).toEqual({});
    expect(v.parse(schema, { after: encodeCursor([NOW, ID]) })).toEqual({ after: [NOW, ID] });
    const refused = v.safeParse(schema, { after: 'zzz' });
    expect(refused.success).toBe(false);
    expect(refused.issues?.[0]?.message).toBe('bad cursor');
    expect(refused.issues?.[0]?.path?.[0]?.key).toBe('after');
  });
});

describe('page numbers', () => {
  const limit = pageNumberParam(500, 'limit is 1 to 500.', 3);

  it.each([
    ['1', 1],
    ['500', 500],
    ['042', 42],
  ])('reads %s as %d', (text, number) => {
    expect(v.parse(limit, text)).toBe(number);
  });

  it.each(['0', '501', '1000', '-1', '1.5', '', 'ten'])('refuses %j with its message', (text) => {
    const result = v.safeParse(limit, text);
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('limit is 1 to 500.');
  });
});
