import { useTestContext } from '../../testing/test-app';
import { bumpFrontVersion, getFrontVersion, setFrontVersion } from './repository';

describe('front version', () => {
  const ctx = useTestContext();

  const fetchVersion = async () => {
    const res = await ctx.app.request('/api/debug/data_page/front-version');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    return res.json();
  };

  it('is "1" after the migrations (seeded default)', async () => {
    expect(await fetchVersion()).toEqual({ version: '1' });
  });

  it('changes after a bump, and every bump gives a new value', async () => {
    expect(await bumpFrontVersion(ctx.db)).toBe('2');
    expect(await fetchVersion()).toEqual({ version: '2' });
    const [a, b] = [await bumpFrontVersion(ctx.db), await bumpFrontVersion(ctx.db)];
    expect(a).toBe('3');
    expect(b).toBe('4');
    expect(await getFrontVersion(ctx.db)).toBe('4');
  });

  it('bumps an operator-set non-numeric value to a timestamp, numeric from then on', async () => {
    await setFrontVersion(ctx.db, 'release-2024.1');
    expect(await fetchVersion()).toEqual({ version: 'release-2024.1' });
    const bumped = await bumpFrontVersion(ctx.db);
    expect(bumped).toMatch(/^\d{17}$/);
    expect(await bumpFrontVersion(ctx.db)).toBe(String(BigInt(bumped) + 1n));
  });

  it('refuses an invalid explicit value', async () => {
    await expect(setFrontVersion(ctx.db, 'bad value with spaces')).rejects.toThrow(/Invalid front version/);
  });
});
