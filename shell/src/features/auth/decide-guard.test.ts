import type { Identity } from '@coach/shared/auth';
import { decideGuard } from './decide-guard.ts';

const identity = (verified: boolean): Identity => ({
  id: 'identity-1',
  verifiable_addresses: [
    { value: 'ada@example.com', verified, via: 'email', status: verified ? 'completed' : 'sent' },
  ],
});
const verified = identity(true);
const unverified = identity(false);

describe('decideGuard (SPEC §4, rules in order)', () => {
  describe('rule 1: a token but no user', () => {
    it.each(['index', 'profile', 'home-login', 'account_verification'])(
      'fetches whoami first on %s',
      (routeName) => {
        expect(decideGuard({ routeName, hasToken: true, user: null })).toEqual({ type: 'fetch-user' });
      },
    );
  });

  // The rules that redirect: the routes each applies on, the session there, where it sends.
  describe.each([
    {
      rule: 'rules 1 and 3: an unverified user',
      session: { hasToken: true, user: unverified },
      routes: ['index', 'profile', 'home', 'home-login', 'my_team-edit-id'],
      to: '/account_verification',
    },
    {
      rule: 'rule 4: a token on a home route',
      session: { hasToken: true, user: verified },
      routes: ['home', 'home-login', 'home-register', 'home-start-freemium', 'home-who-are-you'],
      to: '/',
    },
    {
      rule: 'rule 5: no token on a non-home route',
      session: { hasToken: false, user: null },
      routes: ['index', 'profile', 'trainings', 'account_verification', 'coming-soon'],
      to: '/home',
    },
  ])('$rule', ({ session, routes, to }) => {
    it.each(routes)(`sends %s to ${to}`, (routeName) => {
      expect(decideGuard({ routeName, ...session })).toEqual({ type: 'redirect', to });
    });
  });

  it('keeps an unverified user on the verification page', () => {
    expect(decideGuard({ routeName: 'account_verification', hasToken: true, user: unverified })).toEqual({
      type: 'render',
    });
  });

  it('counts only the first verifiable address', () => {
    const user: Identity = {
      id: 'x',
      verifiable_addresses: [
        { value: 'a@example.com', verified: false, via: 'email', status: 'sent' },
        { value: 'b@example.com', verified: true, via: 'email', status: 'completed' },
      ],
    };
    expect(decideGuard({ routeName: 'profile', hasToken: true, user })).toMatchObject({
      to: '/account_verification',
    });
  });

  it.each(['home', 'home-login', 'home-register'])(
    'renders %s for a visitor without a token',
    (routeName) => {
      expect(decideGuard({ routeName, hasToken: false, user: null })).toEqual({ type: 'render' });
    },
  );

  it('lets a signed-out visitor follow the verification link, and only that', () => {
    expect(
      decideGuard({
        routeName: 'account_verification',
        hasToken: false,
        user: null,
        followingVerificationLink: true,
      }),
    ).toEqual({ type: 'render' });
    expect(decideGuard({ routeName: 'account_verification', hasToken: false, user: null })).toEqual({
      type: 'redirect',
      to: '/home',
    });
    expect(
      decideGuard({ routeName: 'profile', hasToken: false, user: null, followingVerificationLink: true }),
    ).toEqual({ type: 'redirect', to: '/home' });
  });

  it('lets a verified signed-in user through', () => {
    expect(decideGuard({ routeName: 'profile', hasToken: true, user: verified })).toEqual({ type: 'render' });
  });

  it('the unverified redirect wins over the home redirect (rule 3 before rule 4)', () => {
    expect(decideGuard({ routeName: 'home-login', hasToken: true, user: unverified })).toMatchObject({
      to: '/account_verification',
    });
  });

  it('holds no guard on the 404 and error pages', () => {
    expect(decideGuard({ routeName: null, hasToken: false, user: null })).toEqual({ type: 'render' });
    expect(decideGuard({ routeName: null, hasToken: true, user: null })).toEqual({ type: 'render' });
  });
});
