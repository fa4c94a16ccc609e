import { Hono } from 'hono';
import type { Logger } from '@coach/server-kit/logger';
import { systemClock, type Clock } from '@coach/server-kit/clock';
import { answerErrors, createServerApp, limitBodyTo } from '@coach/server-kit/http/server-app';
import type { AppEnv } from '@coach/server-kit/http/types';
import { silentLogger } from '@coach/server-kit/logger';
import { generateOpenApiDocument } from '@coach/server-kit/openapi/document';
import { openApiRoutes } from '@coach/server-kit/openapi/routes';
import { operatorTokenFor } from '@coach/server-kit/operator/operator-token';
import type { Db } from '@coach/server-kit/db/types';
import type { PlatformConfig } from './config';
import { clientErrorRoutes } from './features/client-errors/routes';
import { createDelivery, type Delivery } from './features/delivery/delivery';
import { bumpFrontVersion, getFrontVersion } from './features/front-version/repository';
import { frontVersionRoutes } from './features/front-version/routes';
import { bumpFrontVersionRecorded } from './features/platform-ops/front-version-bump';
import { UPLOAD_LIMIT, UPLOAD_PATH, platformOpsRoutes } from './features/platform-ops/routes';
import { pageRedirects } from './features/redirects/page-redirects';
import { CspProvider } from './features/registry/csp';
import { createShellFrames } from './features/registry/shell-frames';
import { createFirstPaintSource } from './features/registry/first-paint-source';
import { remotesForPath } from './features/registry/first-paint';
import { endCanary, listCanaries } from './features/registry/canary';
import { openPreviewLink } from './features/registry/preview-grants';
import { registryOperations } from './features/registry/operations';
import { getRegistryEntry } from './features/registry/repository';
import { REMOTES } from '@coach/shared/remotes';
import { createPrerenderSource } from './features/registry/prerender-source';
import { readRegistryOncePerStamp, type RegistryReads } from './features/registry/registry-reads';
import {
  createRegistryStamp,
  readOncePerStamp,
  type RegistryStamp,
} from './features/registry/registry-stamp';
import { createSignedInSource, type ApiFetch, type PageRenderer } from './features/registry/signed-in-source';
import { listRedirectRules, servedRules } from './features/registry/redirect-rules';
import { registryRoutes } from './features/registry/routes';
import { createShellStartup } from './features/registry/shell-startup';
import { createPageCache, type ComposedPage } from './features/static/page-cache';
import { staticRoutes } from './features/static/routes';
import type { FileStorage } from './storage/file-storage';
import { openFileStorage } from './storage/open-file-storage';

/** Whatever answers the api's requests: its app in this process, or a proxy to its own (api-proxy.ts). */
export type ApiHandler = (request: Request, env: unknown) => Response | Promise<Response>;

export interface PlatformDeps {
  db: Db;
  config: PlatformConfig;
  logger?: Logger;
  clock?: Clock;
  /** How long the registry-derived CSP is cached (ms); tests use 0. */
  cspCacheMs?: number;
  /**
   * How long the signed-out pages and the redirect rules may go on following a registry (or front
   * version) that another instance or the operator CLI changed (ms): the registry's stamp is read
   * again after it (docs/adr/0014-signed-out-page-cache.md). A change made through this process
   * shows at once. Tests use 0.
   */
  registryCheckMs?: number;
  /** Where releases are stored; by default what `FILE_STORAGE` names (storage/open-file-storage.ts). */
  storage?: FileStorage;
  /** The operator token of /api/platform; by default `config.operatorToken` or `<DATA_DIR>/operator-token`. */
  operatorToken?: string;
  /**
   * The api behind the platform, as the platform's own reads reach it: who a session belongs to,
   * so that a member gets one canary version on every device whatever the render mode
   * (delivery/member-ids.ts), and the data of the pages drawn on the server. Without it, visitor
   * cookies decide the canaries and signed-in pages are drawn by the scripts.
   */
  api?: ApiFetch;
  /**
   * Signed-in pages drawn on the server by their remotes (docs/adr/0013-signed-in-first-paint.md),
   * with the render process's supervisor; their data is read from `api`. Without it, signed-in
   * pages are drawn by the scripts.
   */
  serverRender?: { supervisor: PageRenderer };
  /**
   * How often the counts per remote and version are written (default 2 s) and the running
   * canaries judged (default 5 s), in ms; 0: never (tests).
   */
  delivery?: { flushMs?: number; analysisMs?: number };
}

export type Platform = Hono<AppEnv>;

/**
 * What the platform answers under `/api`: its operator api (but the product's access codes), the
 * front version, the shell's error reports and its own OpenAPI document. Every other `/api/…`
 * request goes to the api untouched, which runs its own middleware (log line, headers, limits).
 */
export function isPlatformApiPath(path: string): boolean {
  if (path === '/api/platform/access-codes') return false;
  return (
    path.startsWith('/api/platform/') ||
    path === '/api/debug/data_page/front-version' ||
    path === '/api/client-errors'
  );
}

const PLATFORM_DOCUMENT = {
  title: 'Coach platform',
  description:
    'The platform server: the remote registry, the operator api (`pnpm platform`, docs/operating.md), the front version and client error reports. The product api has its own document at /api/openapi.json. Every error is JSON: { "errors": { "base": ["…"], "<field>": ["…"] } }.',
};

/** What every part of the platform shares: the registry's stamp and CSP, the release storage, the logs. */
interface PlatformCore {
  deps: PlatformDeps;
  db: Db;
  config: PlatformConfig;
  logger: Logger;
  clock: Clock;
  csp: CspProvider;
  registryStamp: RegistryStamp;
  /** What pages are composed from that only a registry change moves, read once per stamp. */
  registryReads: RegistryReads;
  /** A change to the registry made through this process: the CSP and the stamp are read again. */
  registryChanged: () => void;
  storage: FileStorage;
  operatorToken: string;
}

function createCore(deps: PlatformDeps): PlatformCore {
  const { db, config } = deps;
  const logger = deps.logger ?? silentLogger;
  const shellFrames = createShellFrames(config.shellDist, (error) =>
    logger.warn({ err: error }, "could not read the shell's frames for the CSP"),
  );
  const csp = new CspProvider(
    db,
    deps.cspCacheMs ?? 5000,
    (error) => logger.error({ err: error }, 'could not read the registry for the CSP'),
    async () => {
      const script = (await shellFrames())?.loaderScript;
      return script ? [script.cspSource] : [];
    },
  );
  // One read of the registry's revision and the front version a second, not one per page.
  const registryStamp = createRegistryStamp({
    db,
    frontVersion: () => getFrontVersion(db),
    checkMs: deps.registryCheckMs ?? 1000,
  });
  const storage = deps.storage ?? openFileStorage(config, db);
  return {
    deps,
    db,
    config,
    logger,
    clock: deps.clock ?? systemClock,
    csp,
    registryStamp,
    registryReads: readRegistryOncePerStamp(registryStamp, {
      db,
      localFile: (key) => storage.localFile(key),
      frontVersion: () => getFrontVersion(db),
      redirectHosts: config.redirectAllowedHosts,
    }),
    registryChanged: () => {
      csp.invalidate();
      registryStamp.invalidate();
    },
    storage,
    operatorToken: deps.operatorToken ?? operatorTokenFor(config, logger),
  };
}

/** Canaries, previews and the counts per remote and version (docs/adr/0016-progressive-delivery.md). */
function wireDelivery(core: PlatformCore): Delivery {
  const { db, clock, logger, registryStamp, deps } = core;
  return createDelivery({
    db,
    clock,
    logger,
    operatorToken: core.operatorToken,
    oncePerStamp: (read) => readOncePerStamp(registryStamp, read),
    registryEntry: (remote, version) => getRegistryEntry(db, remote, version),
    remotesOfPage: (pathname) => remotesForPath(pathname).map(({ remote }) => remote),
    api: deps.api,
    flushMs: deps.delivery?.flushMs,
    analysisMs: deps.delivery?.analysisMs,
    canaries: () => listCanaries(db),
    // By the platform, in figures; a conditional end: with several instances, one records it.
    endCanary: async (canary, summary, details) => {
      const { ended } = await endCanary(db, canary.remote, {
        rolloutId: canary.rolloutId,
        outcome: 'auto-rolled-back',
        by: 'platform',
        reason: summary,
        details,
      });
      if (ended) core.registryChanged();
      return ended !== null;
    },
    openPreviewLink: (token) => openPreviewLink(db, token, clock.now()),
    previewLanding: (remote) => REMOTES.find((info) => info.name === remote)?.prefixes[0] ?? '/',
  });
}

/** Signed-in pages drawn on the server, when the platform has a render supervisor and the api. */
function wireServerRender(core: PlatformCore, delivery: Delivery) {
  const { deps, logger } = core;
  if (!deps.serverRender || !deps.api) return null;
  const signedIn = createSignedInSource({
    db: core.db,
    registry: core.registryReads,
    shellDist: core.config.shellDist,
    supervisor: deps.serverRender.supervisor,
    api: deps.api,
    onFallback: (reason, details) =>
      logger.info({ reason, ...details }, 'signed-in page sent without its server render'),
    onError: (error) => logger.warn({ err: error }, 'could not read a server render'),
    versionOf: delivery.versionOf,
    onRender: (...outcome) => void delivery.onRender(...outcome),
  });
  // The live releases' render workers start now rather than on their first page.
  void signedIn.warmUp(REMOTES.map((remote) => remote.name));
  return signedIn;
}

/** The operator api under /api/platform (docs/operating.md). */
function operatorRoutes(core: PlatformCore, delivery: Delivery) {
  const { db, storage, config, clock, registryStamp } = core;
  return platformOpsRoutes({
    operatorToken: core.operatorToken,
    storage,
    registry: registryOperations(
      { db, storage, shellDist: config.shellDist },
      {
        onChange: core.registryChanged,
        redirectHosts: config.redirectAllowedHosts,
        canaryFigures: (remote, versions, since) => delivery.figures(remote, versions, since),
        now: () => clock.now(),
      },
    ),
    frontVersion: {
      get: () => getFrontVersion(db),
      bump: async (by, reason) => {
        const bumped = await bumpFrontVersionRecorded(db, bumpFrontVersion, by, reason);
        registryStamp.invalidate(); // the pages carry the front version the shell checks first
        return bumped;
      },
    },
  });
}

/** The platform's own api: front version, OpenAPI document, client errors, registry, delivery, operator. */
function mountApi(app: Platform, core: PlatformCore, delivery: Delivery): void {
  const { db, config } = core;
  const defaultLimit = limitBodyTo(config.bodyLimit);
  const uploadLimit = limitBodyTo(UPLOAD_LIMIT);
  // Only the release upload (one build file per request, operator token) takes large bodies.
  app.use('/api/*', (c, next) =>
    UPLOAD_PATH.test(c.req.path) ? uploadLimit(c, next) : defaultLimit(c, next),
  );
  app.route('/', frontVersionRoutes(db));
  app.route(
    '/',
    openApiRoutes({
      development: config.nodeEnv !== 'production',
      path: '/api/platform/openapi.json',
      docsPath: '/api/platform/docs',
      document: () => generateOpenApiDocument(app, PLATFORM_DOCUMENT),
    }),
  );
  app.route('/', clientErrorRoutes(core.clock, delivery.clientErrors));
  app.route('/', registryRoutes(db, core.registryReads.document, delivery.registry));
  app.route('/', delivery.routes);
  app.route('/', operatorRoutes(core, delivery));
}

/** The pages: operators' redirect rules first, then the shell, the remotes and their first paint. */
function mountPages(
  app: Platform,
  core: PlatformCore,
  delivery: Delivery,
  signedIn: ReturnType<typeof wireServerRender>,
): void {
  const { db, config, logger, storage, registryStamp, registryReads } = core;
  const pages = delivery.pageCache<ComposedPage>(createPageCache());
  const remoteFile = (key: string) => storage.localFile(key);
  // They change with the registry's revision: read once per stamp, not once per page.
  const redirectRules = readOncePerStamp(registryStamp, async () =>
    servedRules(await listRedirectRules(db), config.redirectAllowedHosts),
  );
  // A part of a page that could not be read is logged, and the page is not kept.
  const pagePartFailed = (message: string) => (error: unknown) => {
    pages.partFailed();
    logger.warn({ err: error }, message);
  };
  app.use('*', pageRedirects({ rules: redirectRules }));
  app.route(
    '/',
    staticRoutes({
      remoteFile,
      shellDist: config.shellDist,
      firstPaint: createFirstPaintSource({
        registry: registryReads,
        shellStartup: createShellStartup(
          config.shellDist,
          pagePartFailed("could not read the shell's startup files for its preloads"),
        ),
        onError: pagePartFailed('could not read a live release for its preloads'),
        assign: delivery.firstPaint,
      }),
      serverRender: signedIn?.render,
      prerender: createPrerenderSource({
        registry: registryReads,
        shellDist: config.shellDist,
        onError: pagePartFailed('could not read a prerendered page'),
      }).transform,
      signedOutPages: { cache: pages, registryStamp: () => registryStamp.current() },
    }),
  );
}

/**
 * The platform server as one Hono app: the remote registry and its operator api, the released
 * remotes and the shell (first paint, prerendered pages, CSP), redirect rules, the front version
 * and client error reports; the api behind it under `/api`.
 */
export function createPlatform(deps: PlatformDeps): Platform {
  const core = createCore(deps);
  const delivery = wireDelivery(core);
  const signedIn = wireServerRender(core, delivery);
  const app = createServerApp({
    logger: core.logger,
    trustProxy: deps.config.trustProxy,
    corsOrigins: deps.config.corsOrigins,
    csp: () => core.csp.get(),
  });
  app.use('*', delivery.middleware);
  mountApi(app, core, delivery);
  mountPages(app, core, delivery, signedIn);
  answerErrors(app, core.logger);
  return app;
}

/**
 * The platform in front, the api behind it under `/api`: what the platform does not answer under
 * `/api` goes to the api as it came (its own middleware runs there, once), everything else to the
 * platform's app.
 */
export function inFront(platform: Platform, api: ApiHandler): Hono {
  return new Hono().all('*', (c) => {
    const forApi =
      (c.req.path === '/api' || c.req.path.startsWith('/api/')) && !isPlatformApiPath(c.req.path);
    return forApi ? api(c.req.raw, c.env) : platform.fetch(c.req.raw, c.env);
  });
}
