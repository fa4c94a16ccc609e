import path from 'node:path';
import { isHostName } from '@coach/shared/redirects/validate';
import { ConfigError } from './config-error';
import { REPO_ROOT } from './paths';

export type NodeEnv = 'production' | 'development' | 'test';

/**
 * Who the development helpers (`/api/dev/*`, `/api/docs`) answer: `loopback` (the default in
 * development: this machine only), `all` (an explicit choice, e.g. a test rig in containers),
 * `off`. Never on in production. Decision: docs/security.md.
 */
export type DevRoutes = 'off' | 'loopback' | 'all';

/**
 * What the server reads from the environment, parsed once, for the api and the platform alike
 * (one process by default: one environment). The platform adds where released files live
 * (platform/src/storage/storage-config.ts).
 */
export interface AppConfig {
  nodeEnv: NodeEnv;
  /** `DEV_ROUTES`: default `loopback` in development, `all` in tests, `off` in production. */
  devRoutes: DevRoutes;
  port: number;
  /** Where data lives: the embedded database and the published remotes. */
  dataDir: string;
  /** PostgreSQL connection string; undefined means embedded PGlite in `<dataDir>/pglite`. */
  databaseUrl: string | undefined;
  /** The shell's production build, served with SPA fallback. */
  shellDist: string;
  /** `<dataDir>/storage/remotes`: released remote builds, one folder per remote and version. */
  remotesDir: string;
  /** Base of the links in e-mails (verification). */
  publicUrl: string;
  /** Origins allowed by CORS (exact match). Empty: same-origin only. */
  corsOrigins: string[];
  /** Trust `X-Forwarded-For` (only behind a reverse proxy that sets it). */
  trustProxy: boolean;
  /** Maximum request body size in bytes. */
  bodyLimit: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  /** Session idle timeout (minutes, `SESSION_IDLE_MINUTES`, default 120). */
  sessionIdleMinutes: number;
  /** Session absolute lifetime (hours, `SESSION_MAX_HOURS`, default 12). */
  sessionMaxHours: number;
  /**
   * Registrations an hour from one client address (`REGISTER_LIMIT_PER_HOUR`, default 20). The
   * browser suite raises it: it registers an account per scenario from one address.
   */
  registerLimitPerHour: number;
  /**
   * The operator token of `/api/platform/**` (`PLATFORM_OPERATOR_TOKEN`). Unset: generated at
   * first start into `<dataDir>/operator-token` (platform/src/features/platform-ops/operator-token.ts).
   */
  operatorToken: string | undefined;
  /**
   * Hosts an operator's redirect may send people to (`REDIRECT_ALLOWED_HOSTS`, comma-separated,
   * exact lower-case names, subdomains not implied). Empty: external redirects are refused.
   */
  redirectAllowedHosts: string[];
}

export { ConfigError } from './config-error';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = parseNodeEnv(env.NODE_ENV);
  const port = parsePort(env.PORT);
  const dataDir = path.resolve(env.DATA_DIR || path.join(REPO_ROOT, '.data'));
  return {
    nodeEnv,
    devRoutes: parseDevRoutes(env.DEV_ROUTES, nodeEnv),
    port,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    shellDist: path.resolve(env.SHELL_DIST || path.join(REPO_ROOT, 'shell', 'dist')),
    remotesDir: path.join(dataDir, 'storage', 'remotes'),
    publicUrl: parsePublicUrl(env.PUBLIC_URL, port),
    corsOrigins: parseOrigins(env.CORS_ORIGINS),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    bodyLimit: parsePositiveInt(env.BODY_LIMIT, 64 * 1024, 'BODY_LIMIT'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Coach <no-reply@coach.localhost>',
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    sessionIdleMinutes: parsePositiveInt(env.SESSION_IDLE_MINUTES, 120, 'SESSION_IDLE_MINUTES'),
    sessionMaxHours: parsePositiveInt(env.SESSION_MAX_HOURS, 12, 'SESSION_MAX_HOURS'),
    registerLimitPerHour: parsePositiveInt(env.REGISTER_LIMIT_PER_HOUR, 20, 'REGISTER_LIMIT_PER_HOUR'),
    operatorToken: parseOperatorToken(env.PLATFORM_OPERATOR_TOKEN),
    redirectAllowedHosts: parseHosts(env.REDIRECT_ALLOWED_HOSTS),
  };
}

function parseHosts(value: string | undefined): string[] {
  const hosts = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  for (const host of hosts) {
    if (!isHostName(host))
      throw new ConfigError(
        `REDIRECT_ALLOWED_HOSTS: "${host}" is not a host name (lower case, no scheme, port or path)`,
      );
  }
  return [...new Set(hosts)];
}

function parseOperatorToken(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const token = value.trim();
  if (!/^[\x21-\x7e]{32,512}$/.test(token)) {
    throw new ConfigError('PLATFORM_OPERATOR_TOKEN must be 32 to 512 printable characters without spaces');
  }
  return token;
}

/** Unset means development; any other value than the three is refused, not guessed. */
function parseNodeEnv(value: string | undefined): NodeEnv {
  if (!value) return 'development';
  if (value === 'production' || value === 'development' || value === 'test') return value;
  throw new ConfigError(`NODE_ENV must be production, development or test, got "${value}"`);
}

const DEV_ROUTES: readonly string[] = ['off', 'loopback', 'all'] satisfies DevRoutes[];

function parseDevRoutes(raw: string | undefined, nodeEnv: NodeEnv): DevRoutes {
  const value = raw as DevRoutes | '' | undefined;
  if (value && !DEV_ROUTES.includes(value))
    throw new ConfigError(`DEV_ROUTES must be off, loopback or all, got "${value}"`);
  if (nodeEnv === 'production') {
    if (value && value !== 'off') throw new ConfigError('DEV_ROUTES cannot be turned on in production');
    return 'off';
  }
  // Tests call the app in-process, without a socket to tell where a request comes from.
  return value || (nodeEnv === 'test' ? 'all' : 'loopback');
}

function parsePort(value: string | undefined): number {
  if (!value) return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT must be 0-65535, got "${value}"`);
  return port;
}

function parsePositiveInt(value: string | undefined, fallback: number, name: string): number {
  if (!value) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0)
    throw new ConfigError(`${name} must be a positive integer, got "${value}"`);
  return n;
}

function parsePublicUrl(value: string | undefined, port: number): string {
  const raw = value || `http://localhost:${port}`;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)');
    return url.toString().replace(/\/+$/, '');
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an http(s) URL, got "${raw}"`);
  }
}

/** `CORS_ORIGINS=https://a.example,https://b.example` → normalised origins. */
export function parseOrigins(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      try {
        return new URL(item).origin;
      } catch {
        throw new ConfigError(`CORS_ORIGINS: "${item}" is not an origin`);
      }
    });
}
