import { isRemoteName, type RemoteName } from '@coach/shared/contract';
import { ROUTE_DATA_ID, type InlineRouteData } from '@coach/shared/prerender';
import { readInlineJson } from '../../lib/inline-json.ts';

export interface ServerRouteData extends InlineRouteData {
  remote: RemoteName;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The JSON the platform writes (platform/src/features/registry/signed-in-compose.ts), checked. */
export function readServerRouteDataValue(value: unknown): ServerRouteData | null {
  if (!isRecord(value) || typeof value.remote !== 'string' || !isRemoteName(value.remote)) return null;
  if (typeof value.route !== 'string') return null;
  if (!isRecord(value.loaderData) || !(value.route in value.loaderData)) return null;
  return { remote: value.remote, route: value.route, loaderData: value.loaderData };
}

/**
 * The route data of a page the server drew with its remote (docs/adr/0013-signed-in-first-paint.md),
 * or null: the browser's router then starts from it instead of reading the api again.
 */
export const readServerRouteData = (page?: Pick<Document, 'getElementById'>): ServerRouteData | null =>
  readInlineJson(ROUTE_DATA_ID, readServerRouteDataValue, page);
