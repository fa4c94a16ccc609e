import { pageKind, totalFromPage, type PageRequest } from './keyset';

/**
 * When a list's read answers its total without a count (src/db/keyset.ts): a page by number that
 * is not full ends the list. Pages of 20 (the read asks for 21 rows).
 */
describe('totalFromPage', () => {
  const byNumber = (page: number): PageRequest => ({ page, perPage: 20 });
  const afterCursor: PageRequest = { page: 2, perPage: 20, after: ['2026-11-20', 'a-uuid'] };

  it.each([
    { asked: 'the first page', request: byNumber(1), read: 0, total: 0 },
    { asked: 'the first page', request: byNumber(1), read: 7, total: 7 },
    { asked: 'the first page', request: byNumber(1), read: 20, total: 20 },
    { asked: 'the first page', request: byNumber(1), read: 21, total: undefined },
    { asked: 'the third page', request: byNumber(3), read: 5, total: 45 },
    { asked: 'the third page', request: byNumber(3), read: 21, total: undefined },
    { asked: 'the third page', request: byNumber(3), read: 0, total: undefined },
    { asked: 'a page after a cursor', request: afterCursor, read: 5, total: undefined },
    { asked: 'a page after a cursor', request: afterCursor, read: 0, total: undefined },
  ])('$asked read with $read rows: total $total', ({ request, read, total }) => {
    expect(totalFromPage(read, request)).toBe(total);
  });
});

/**
 * Which prepared statement reads a page: only a later page by number skips rows, so only its
 * statement has an `OFFSET` placeholder (src/db/keyset.ts `preparedPage`).
 */
describe('pageKind', () => {
  it.each([
    { asked: 'the first page', request: { page: 1, perPage: 20 }, kind: 'first' },
    { asked: 'the third page', request: { page: 3, perPage: 20 }, kind: 'numbered' },
    { asked: 'a page after a cursor', request: { page: 1, perPage: 20, after: ['a', 'b'] }, kind: 'after' },
    {
      asked: 'a cursor with a page number',
      request: { page: 4, perPage: 20, after: ['a', 'b'] },
      kind: 'after',
    },
  ])('$asked: $kind', ({ request, kind }) => {
    expect(pageKind(request)).toBe(kind);
  });
});
