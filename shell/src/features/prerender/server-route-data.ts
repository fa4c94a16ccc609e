import { isRemoteName, type RemoteName } from '@coach/shared/contract';
import type { InlineRouteData } from '@coach/shared/prerender';

export interface ServerRouteData extends InlineRouteData {
  remote: RemoteName;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The route data of a page the server drew with its remote, as the platform writes it
 * (platform/src/features/registry/signed-in-compose.ts), checked; null when it is not that.
 */
export function readServerRouteDataValue(value: unknown): ServerRouteData | null {
  if (!isRecord(value) || typeof value.remote !== 'string' || !isRemoteName(value.remote)) return null;
  if (typeof value.route !== 'string') return null;
  if (!isRecord(value.loaderData) || !(value.route in value.loaderData)) return null;
  return { remote: value.remote, route: value.route, loaderData: value.loaderData };
}
