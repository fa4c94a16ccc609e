import { ConfigError, loadConfig, type AppConfig } from '@coach/server-kit/config';
import { parseStorageSettings, type StorageSettings } from './storage/storage-config';

/** The server's configuration (server-kit) and what only the platform reads. */
export interface PlatformConfig extends AppConfig, StorageSettings {
  /**
   * `API_URL`: the api runs apart, in its own process at this address, and the platform forwards
   * `/api/…` to it over HTTP. Unset (the default): the api runs in the platform's process.
   */
  apiUrl: string | undefined;
  /**
   * `SERVER_RENDER=off` turns off the signed-in pages drawn on the server by their remotes
   * (docs/adr/0013-signed-in-first-paint.md): the scripts then draw them, as before. On by default.
   */
  serverRender: boolean;
  /**
   * `SERVER_RENDER_DEADLINE_MS`: how long a signed-in page's render may take before the page goes
   * without its drawing (with its data still inlined). 100 by default (docs/operating.md).
   */
  serverRenderDeadlineMs: number;
}

export function loadPlatformConfig(env: NodeJS.ProcessEnv = process.env): PlatformConfig {
  return {
    ...loadConfig(env),
    // FILE_STORAGE, S3_*, STORAGE_PUBLIC_URL: where released files live (storage/storage-config.ts).
    ...parseStorageSettings(env),
    apiUrl: parseApiUrl(env.API_URL),
    serverRender: parseSwitch(env.SERVER_RENDER, 'SERVER_RENDER'),
    serverRenderDeadlineMs: parseMilliseconds(
      env.SERVER_RENDER_DEADLINE_MS,
      'SERVER_RENDER_DEADLINE_MS',
      100,
    ),
  };
}

function parseApiUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)');
    return url.origin;
  } catch {
    throw new ConfigError(`API_URL must be the api's http(s) origin, got "${value}"`);
  }
}

function parseMilliseconds(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 1 || ms > 60_000)
    throw new ConfigError(`${name} must be a whole number of milliseconds from 1 to 60000, got "${value}"`);
  return ms;
}

function parseSwitch(value: string | undefined, name: string): boolean {
  if (value === undefined || value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new ConfigError(`${name} must be on or off, got "${value}"`);
}
