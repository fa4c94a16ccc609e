import { Hono, type Context } from 'hono';
import type { Clock } from '@coach/server-kit/clock';
import type { Db } from '@coach/server-kit/db/types';
import type { AppEnv } from '@coach/server-kit/http/types';
import type { Logger } from '@coach/server-kit/logger';
import {
  createAssignedRegistry,
  isPersonal,
  withPreviewFacts,
  type AssignableRegistry,
  type RegistryEntry,
} from './assigned-registry';
import { cohortPageCache, type PageCache } from './cohort-page-cache';
import { startCanaryWatch, watchCanaries, type CanaryWatchDeps } from './canary-watch';
import { readWindow, type CountKind } from './count-store';
import { DeliveryCounter } from './delivery-counter';
import { deliveryMiddleware } from './delivery-middleware';
import { readDeliveryState, type DeliveryState } from './delivery-state';
import { engineFamily, type EngineFamily } from './engine-family';
import { createMemberIds, type ApiFetch } from './member-ids';
import { createDeliveryMetrics } from './metrics';
import { metricsRoutes } from './metrics-routes';
import { createPreviewKey } from './preview-key';
import { previewRoutes, type PreviewRoutesDeps } from './preview-routes';
import { requestDelivery, requestedVersion, resolveDelivery } from './request-delivery';

/** A server render's outcome as the counts name it (registry/signed-in-source.ts reports it). */
export type RenderOutcomeKind = 'drawn' | 'fallback' | 'timeout' | 'refused';

const RENDER_KIND: Record<RenderOutcomeKind, CountKind> = {
  drawn: 'rendersDrawn',
  fallback: 'rendersFallback',
  timeout: 'rendersTimeout',
  refused: 'rendersRefused',
};

export interface DeliveryDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  operatorToken: string;
  /** `read` done once per registry stamp (registry/registry-stamp.ts's readOncePerStamp). */
  oncePerStamp: <T>(read: () => Promise<T>) => () => Promise<T>;
  /** One release's registry entry (registry/repository.ts's getRegistryEntry). */
  registryEntry: (remote: string, version: string) => Promise<RegistryEntry | undefined>;
  /** The remotes a page runs (registry/first-paint.ts's remotesForPath). */
  remotesOfPage: (pathname: string) => readonly string[];
  /** The api, to know the member behind a session (member-ids.ts); without it, visitor cookies decide. */
  api?: ApiFetch;
  /** How often this instance writes its counts (ms, default 2 s); 0: only when asked (tests). */
  flushMs?: number;
  /** The running canaries and how one ends (registry/canary.ts), for the automatic rollback. */
  canaries: CanaryWatchDeps['canaries'];
  endCanary: CanaryWatchDeps['end'];
  /** How often the running canaries are judged (ms, default 5 s); 0: only when asked (tests). */
  analysisMs?: number;
  /** The grant a preview link opens, once (registry/preview-grants.ts). */
  openPreviewLink: PreviewRoutesDeps['openLink'];
  /** Where a preview of a remote lands: its first page. */
  previewLanding: (remote: string) => string;
}

/** This instance's counts written every `flushMs`, the canaries judged every `analysisMs`. */
function startTimers(deps: DeliveryDeps, counter: DeliveryCounter): CanaryWatchDeps {
  const { db, clock } = deps;
  const flushMs = deps.flushMs ?? 2000;
  if (flushMs > 0) {
    const timer = setInterval(() => {
      counter
        .flush()
        .catch((error: unknown) => deps.logger.warn({ err: error }, 'could not write the delivery counts'));
    }, flushMs);
    timer.unref();
  }

  const watch: CanaryWatchDeps = {
    db,
    clock,
    logger: deps.logger,
    counter,
    canaries: deps.canaries,
    end: deps.endCanary,
  };
  const analysisMs = deps.analysisMs ?? 5000;
  if (analysisMs > 0) startCanaryWatch(watch, analysisMs);

  return watch;
}

/**
 * Progressive delivery (docs/adr/0016-progressive-delivery.md) as the platform's app wires it:
 * each request's versions, the counts per remote and version, the metrics, and the hooks the
 * registry, the pages and the client error reports take.
 */
export function createDelivery(deps: DeliveryDeps) {
  const { db, clock } = deps;
  const previewKey = createPreviewKey(db);
  const state: () => Promise<DeliveryState> = deps.oncePerStamp(() => readDeliveryState(db, clock.now()));
  const memberId = deps.api ? createMemberIds(deps.api) : undefined;
  const metrics = createDeliveryMetrics(async () => (await state()).canaries);
  const counter = new DeliveryCounter(db, clock, metrics.onCount);
  const assignRegistry = createAssignedRegistry(deps.registryEntry);
  const current = async () => (await requestDelivery()) ?? null;
  const resolve = (c: Context<AppEnv>) =>
    resolveDelivery(
      { state, previewKey, memberId, now: () => clock.now().getTime() },
      {
        cookieHeader: c.req.header('Cookie'),
        userAgent: c.req.header('User-Agent'),
        clientIp: c.var.clientIp,
        issueVisitor: c.req.method === 'GET' && !c.req.path.startsWith('/api/'),
      },
    );

  const watch = startTimers(deps, counter);

  return {
    state,
    counter,
    /** One pass of the automatic rollback (canary-watch.ts), as the timer runs it. */
    watch: () => watchCanaries(watch),
    /** Each version's counts from `since` on, this instance's pending ones written first. */
    async figures(remote: string, versions: readonly string[], since: Date) {
      await counter
        .flush()
        .catch((error: unknown) => deps.logger.warn({ err: error }, 'could not write the delivery counts'));
      return readWindow(db, remote, versions, since);
    },
    metrics,
    middleware: deliveryMiddleware({
      resolve,
      counter,
      metrics,
      previewKey,
      remotesOfPage: deps.remotesOfPage,
    }),
    routes: new Hono<AppEnv>().route('/', metricsRoutes(deps.operatorToken, metrics)).route(
      '/',
      previewRoutes({
        openLink: deps.openPreviewLink,
        previewKey,
        state,
        now: () => clock.now().getTime(),
        landing: deps.previewLanding,
      }),
    ),
    /** For the client error reports (client-errors/routes.ts): counted only for the sender's version. */
    clientErrors: {
      engineOf: engineFamily,
      delivery: requestDelivery,
      count(remote: string, version: string, engine: EngineFamily, reporter: string) {
        counter.count('errors', remote, version, engine);
        counter.reporter(remote, version, reporter);
      },
    },
    /** `/registry.json` at the request's versions, and whether that makes it theirs alone. */
    async registry<D extends AssignableRegistry>(document: D) {
      const delivery = await current();
      return {
        document: withPreviewFacts(await assignRegistry(document, delivery), delivery),
        personal: isPersonal(delivery),
      };
    },
    /** The page's inline registry and preloads at the request's versions. */
    firstPaint: async <D extends AssignableRegistry>(document: D) => {
      const delivery = await current();
      return withPreviewFacts(await assignRegistry(document, delivery), delivery);
    },
    /** The version a server render uses when the request is not given the stable one. */
    async versionOf(remote: string) {
      const assigned = await requestedVersion(remote);
      return assigned && assigned.cohort !== 'stable' ? assigned : null;
    },
    async onRender(remote: string, version: string, outcome: RenderOutcomeKind, renderMs: number) {
      const engine = (await current())?.engine ?? 'other';
      counter.count(RENDER_KIND[outcome], remote, version, engine);
      metrics.observeRender(remote, version, renderMs);
    },
    pageCache: <P>(cache: PageCache<P>) => cohortPageCache(cache, requestDelivery),
  };
}

export type Delivery = ReturnType<typeof createDelivery>;
