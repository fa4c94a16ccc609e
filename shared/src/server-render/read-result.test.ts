import { routeDataResults, statusOfResults, toReadResult } from './read-result.ts';
import type { ReadFailure } from './contract.ts';
import { apiRead } from './route-data.ts';

const reads = {
  profile: apiRead<{ name: string }>('dashboard/profile'),
  sessions: apiRead('dashboard/sessions'),
};

describe('toReadResult', () => {
  it('keeps a 2xx body', () => {
    expect(toReadResult(200, { name: 'x' })).toEqual({ ok: true, body: { name: 'x' } });
    expect(toReadResult(204, undefined)).toEqual({ ok: true, body: undefined });
  });

  it('keeps SPEC §8 errors, and nothing of another body', () => {
    expect(toReadResult(422, { errors: { base: ['Non.'] } })).toEqual({
      ok: false,
      status: 422,
      errors: { base: ['Non.'] },
    });
    expect(toReadResult(502, '<html>proxy</html>')).toEqual({ ok: false, status: 502, errors: {} });
    expect(toReadResult(0, undefined)).toEqual({ ok: false, status: 0, errors: {} });
  });
});

describe('routeDataResults', () => {
  const good = {
    profile: { ok: true, body: { name: 'x' } },
    sessions: { ok: false, status: 500, errors: {} },
  };

  it('answers data holding a result for every declared read', () => {
    expect(routeDataResults('r', reads, good)).toBe(good);
  });

  it.each([
    ['no data', undefined, 'no data for r'],
    ['a missing read', { profile: good.profile }, 'no read result for "sessions"'],
    ['a result of another shape', { ...good, profile: { ok: 'yes' } }, 'no read result for "profile"'],
    ['a status out of range', { ...good, sessions: { ok: false, status: 1000, errors: {} } }, '"sessions"'],
  ])('refuses %s', (_case, data, message) => {
    expect(() => routeDataResults('r', reads, data)).toThrow(message);
  });
});

describe('statusOfResults', () => {
  const ok = { ok: true, body: { name: 'x' } } as const;
  it('is 200 when every read answered, else the first failure’s in the declaration’s order', () => {
    expect(statusOfResults(reads, { profile: ok, sessions: ok })).toBe(200);
    expect(
      statusOfResults(reads, {
        sessions: { ok: false, status: 500, errors: {} },
        profile: { ok: false, status: 404, errors: {} },
      }),
    ).toBe(404);
    expect(statusOfResults(reads, { profile: ok, sessions: { ok: false, status: 0, errors: {} } })).toBe(502);
  });

  it('leaves out a failure the page draws as a state of its own, not the others', () => {
    const noneYet: ReadFailure = { ok: false, status: 404, errors: { code: ['no_result_yet'] } };
    const pageState = (key: string) => key === 'profile';
    expect(statusOfResults(reads, { profile: noneYet, sessions: ok }, pageState)).toBe(200);
    expect(
      statusOfResults(
        reads,
        { profile: noneYet, sessions: { ok: false, status: 503, errors: {} } },
        pageState,
      ),
    ).toBe(503);
  });
});
