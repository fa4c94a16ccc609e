import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  describe('NODE_ENV', () => {
    it.each([
      [undefined, 'development'],
      ['', 'development'],
      ['development', 'development'],
      ['production', 'production'],
      ['test', 'test'],
    ])('%j → %s', (value, expected) => {
      expect(loadConfig({ NODE_ENV: value }).nodeEnv).toBe(expected);
    });

    it.each(['prod', 'Production', 'staging', 'production '])(
      'refuses an unknown value (%j) rather than run with the dev routes on',
      (value) => {
        expect(() => loadConfig({ NODE_ENV: value })).toThrow(ConfigError);
        expect(() => loadConfig({ NODE_ENV: value })).toThrow(/NODE_ENV/);
      },
    );
  });

  describe('DEV_ROUTES (the outbox, dev invitations and /api/docs)', () => {
    it.each([
      ['development', undefined, 'loopback'],
      ['development', 'off', 'off'],
      ['development', 'all', 'all'],
      ['test', undefined, 'all'],
      ['test', 'loopback', 'loopback'],
      ['production', undefined, 'off'],
      ['production', 'off', 'off'],
    ])('NODE_ENV=%s DEV_ROUTES=%j → %s', (nodeEnv, devRoutes, expected) => {
      expect(loadConfig({ NODE_ENV: nodeEnv, DEV_ROUTES: devRoutes }).devRoutes).toBe(expected);
    });

    it('refuses to turn them on in production, and refuses unknown values', () => {
      expect(() => loadConfig({ NODE_ENV: 'production', DEV_ROUTES: 'loopback' })).toThrow(ConfigError);
      expect(() => loadConfig({ NODE_ENV: 'production', DEV_ROUTES: 'all' })).toThrow(ConfigError);
      expect(() => loadConfig({ DEV_ROUTES: 'yes' })).toThrow(/DEV_ROUTES/);
    });
  });

  describe('REDIRECT_ALLOWED_HOSTS (external redirect targets)', () => {
    it.each([
      [undefined, []],
      ['', []],
      ['launch.example.com', ['launch.example.com']],
      [' a.example , b.example,a.example ', ['a.example', 'b.example']],
    ])('%j → %j', (value, expected) => {
      expect(loadConfig({ REDIRECT_ALLOWED_HOSTS: value }).redirectAllowedHosts).toEqual(expected);
    });

    it.each(['https://a.example', 'A.example', 'a.example:443', 'a.example/path', '*.example', 'localhost'])(
      'refuses %j: a host name is written exactly, in lower case',
      (value) => {
        expect(() => loadConfig({ REDIRECT_ALLOWED_HOSTS: value })).toThrow(/REDIRECT_ALLOWED_HOSTS/);
      },
    );
  });
});
