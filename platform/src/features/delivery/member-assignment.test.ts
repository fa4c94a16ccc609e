import { TOKEN_COOKIE } from '@coach/shared/token-cookie';
import { useTestContext, jsonRequest } from '../../testing/test-app';
import { withTeamReleases } from './delivery-fixtures';

const TOKEN = 'operator-token-for-the-member-assignment-test-0123';
const operator = { Authorization: `Operator ${TOKEN}`, 'X-Platform-Operator': 'Zoé' };

/** The api's whoami as member-ids.ts reads it: `session-<n>` belongs to member `member-<n>`. */
async function whoami(request: Request): Promise<Response> {
  const token = /^Bearer session-(\d+)-/.exec(request.headers.get('Authorization') ?? '')?.[1];
  return token ? Response.json({ user: { id: `member-${token}` } }) : new Response(null, { status: 401 });
}

// With SERVER_RENDER off the platform still knows who a session belongs to: a member gets one
// canary version on every device (docs/adr/0016-progressive-delivery.md, "The subject").
describe('a canary assigns a member by their id, the server render off', () => {
  const ctx = useTestContext({
    config: { serverRender: false },
    deps: { operatorToken: TOKEN, api: whoami, delivery: { flushMs: 0, analysisMs: 0 } },
  });
  beforeAll(async () => {
    await withTeamReleases(ctx, ['1.0.0', '1.1.0']);
    const started = await ctx.app.request(
      '/api/platform/remotes/mfe_team/canary',
      jsonRequest('POST', { version: '1.1.0', percent: 50 }, operator),
    );
    expect(started.status).toBe(200);
  });

  const versionFor = async (cookie: string) => {
    const res = await ctx.app.request('/registry.json', { headers: { Cookie: cookie } });
    return ((await res.json()) as { remotes: Record<string, { version: string }> }).remotes.mfe_team?.version;
  };
  const device = (member: number, name: string) =>
    `${TOKEN_COOKIE}=session-${member}-${name}; coach_visitor=${`${name}${member}`.padEnd(22, 'x')}`;

  it('gives each of 20 members, on two devices with their own visitor cookies, one version', async () => {
    const versions = [];
    for (let member = 0; member < 20; member += 1) {
      const [laptop, phone] = [
        await versionFor(device(member, 'laptop')),
        await versionFor(device(member, 'phone')),
      ];
      expect({ member, phone }).toEqual({ member, phone: laptop });
      versions.push(laptop);
    }
    expect(new Set(versions)).toEqual(new Set(['1.0.0', '1.1.0']));
  });
});
