import { loaderArgs, renderProcessEnvironment } from './render-process-launch';

describe('renderProcessEnvironment', () => {
  it("keeps none of the platform's secrets: only what Node needs", () => {
    const platform = {
      NODE_ENV: 'production',
      TZ: 'Europe/Paris',
      DATABASE_URL: 'postgres://coach:secret@db/coach',
      OPERATOR_TOKEN: 'op-secret',
      S3_SECRET_ACCESS_KEY: 'key',
      NODE_OPTIONS: '--inspect',
      HOME: '/home/coach',
    };
    expect(renderProcessEnvironment(platform)).toEqual({
      NODE_ENV: 'production',
      TZ: 'Europe/Paris',
      MALLOC_ARENA_MAX: '2',
    });
  });

  it('lets the operator choose the malloc arenas', () => {
    expect(renderProcessEnvironment({ MALLOC_ARENA_MAX: '4' })).toEqual({ MALLOC_ARENA_MAX: '4' });
  });
});

describe('loaderArgs', () => {
  it.each([
    ['compiled (npm start)', '/srv/platform/dist/features/server-render/render-process-entry.js', false],
    ['the sources (pnpm dev, jest)', `${import.meta.dirname}/render-process-entry.ts`, true],
  ])('%s: tsx only for TypeScript', (_, entry, withTsx) => {
    const args = loaderArgs(entry);
    expect(args.length > 0).toBe(withTsx);
    if (withTsx) expect(args).toEqual(['--import', expect.stringMatching(/^file:.*tsx/)]);
  });
});
