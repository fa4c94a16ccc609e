import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from 'pino';
import { systemClock, type Clock } from './clock';
import type { AppConfig } from './config';
import type { Db } from './db/types';
import { dummyPasswordHash } from './accounts/passwords';
import { accountRoutes } from './features/account/routes';
import { authRoutes } from './features/auth/routes';
import { clientErrorRoutes } from './features/client-errors/routes';
import { devRoutesGate } from './features/dev/dev-gate';
import { devInvitationRoutes } from './features/dev/invitations-routes';
import { devMailRoutes } from './features/dev/mails-routes';
import { bumpFrontVersion, getFrontVersion } from './features/front-version/repository';
import { frontVersionRoutes } from './features/front-version/routes';
import { healthRoutes } from './features/health/routes';
import { lifeGpsRoutes } from './features/life-gps/routes';
import { generateOpenApiDocument } from './features/openapi/document';
import { openApiRoutes } from './features/openapi/routes';
import { bumpFrontVersionRecorded } from './features/platform-ops/front-version-bump';
import { resolveOperatorToken } from './features/platform-ops/operator-token';
import { UPLOAD_LIMIT, UPLOAD_PATH, platformOpsRoutes } from './features/platform-ops/routes';
import { CspProvider } from './features/registry/csp';
import { registryOperations } from './features/registry/operations';
import { registryRoutes } from './features/registry/routes';
import { createPrerenderSource } from './features/registry/prerender-source';
import { createFirstPaintSource } from './features/registry/first-paint-source';
import { createShellStartup } from './features/registry/shell-startup';
import { listRedirectRules, servedRules } from './features/registry/redirect-rules';
import { pageRedirects } from './features/redirects/page-redirects';
import { resultRoutes } from './features/results/routes';
import { recordTestResult } from './features/results/service';
import { staticRoutes } from './features/static/routes';
import { teamRoutes } from './features/team/routes';
import { verificationRoutes } from './features/verification/routes';
import { closeUnreadBodies } from './http/connection-close';
import { TrainingCatalog } from './features/trainings/content-import';
import { trainingRoutes } from './features/trainings/routes';
import { accessCodePort } from './features/trainings/service';
import { corsAllowlist } from './http/cors';
import { ApiError, errorBody, errorResponse } from './http/errors';
import { requestContext } from './http/request-context';
import { securityHeaders } from './http/security-headers';
import type { AppEnv } from './http/types';
import { silentLogger } from './logger';
import { createMailer, type Mailer } from './mail/mailer';
import type { AuthDeps } from './session/deps';
import { authPolicyFromConfig, type AuthPolicy } from './session/policy';
import { SessionCache } from './session/session-cache';
import { SessionStore } from './session/sessions';
import {
  DEFAULT_THROTTLE_RULES,
  ThrottledError,
  throttledError,
  type ThrottleRules,
} from './throttle/throttle';
import type { FileStorage } from './storage/file-storage';
import { openFileStorage } from './storage/open-file-storage';

export interface AppDeps {
  db: Db;
  config: AppConfig;
  logger?: Logger;
  clock?: Clock;
  /** How long the registry-derived CSP is cached (ms); tests use 0. */
  cspCacheMs?: number;
  /** E-mail delivery; by default SMTP when `SMTP_URL` is set, else the outbox only. */
  mailer?: Mailer;
  authPolicy?: Partial<AuthPolicy>;
  throttleRules?: Partial<ThrottleRules>;
  /** Shared with the PostgreSQL invalidation listener (main.ts). */
  sessionCache?: SessionCache;
  /** Where releases are stored; by default what `FILE_STORAGE` names (storage/open-file-storage.ts). */
  storage?: FileStorage;
  /** The operator token of /api/platform; by default `config.operatorToken` or `<DATA_DIR>/operator-token`. */
  operatorToken?: string;
}

export type App = Hono<AppEnv>;

function operatorTokenFor(config: AppConfig, logger: Logger): string {
  const resolved = resolveOperatorToken(config.dataDir, config.operatorToken);
  if (resolved.source === 'generated')
    logger.info({ file: resolved.file }, 'generated the operator token (pnpm platform reads it)');
  return resolved.token;
}

/** The whole platform server (api, registry, remotes, shell) as one Hono app. */
export function createApp(deps: AppDeps): App {
  const { db, config } = deps;
  const logger = deps.logger ?? silentLogger;
  const clock = deps.clock ?? systemClock;
  const isProduction = config.nodeEnv === 'production';
  const policy: AuthPolicy = { ...authPolicyFromConfig(config), ...deps.authPolicy };
  const auth: AuthDeps = {
    db,
    clock,
    policy,
    sessions: new SessionStore(db, policy, deps.sessionCache ?? new SessionCache()),
    throttle: {
      ...DEFAULT_THROTTLE_RULES,
      register_ip: { ...DEFAULT_THROTTLE_RULES.register_ip, limit: config.registerLimitPerHour },
      ...deps.throttleRules,
    },
    mailer:
      deps.mailer ??
      createMailer({ db, clock, smtpUrl: config.smtpUrl, from: config.mailFrom, logLinks: !isProduction }),
    publicUrl: config.publicUrl,
  };
  const csp = new CspProvider(db, deps.cspCacheMs ?? 5000, (error) =>
    logger.error({ err: error }, 'could not read the registry for the CSP'),
  );

  // Compute the dummy hash now: the first login for an unknown address must not be slower.
  void dummyPasswordHash();

  const app = new Hono<AppEnv>();

  app.use('*', requestContext(logger, config.trustProxy));
  app.use('*', closeUnreadBodies());
  app.use('*', securityHeaders({ csp: () => csp.get() }));
  app.use('*', corsAllowlist(config.corsOrigins));
  app.use('*', compress({ threshold: 1024 }));
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  const limitTo = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: (c) =>
        errorResponse(c, 413, errorBody(c.var.t('errors.bodyTooLarge', { max: Math.floor(maxSize / 1024) }))),
    });
  const defaultLimit = limitTo(config.bodyLimit);
  const uploadLimit = limitTo(UPLOAD_LIMIT);
  // Only the release upload (one build file per request, operator token) takes large bodies.
  app.use('/api/*', (c, next) =>
    UPLOAD_PATH.test(c.req.path) ? uploadLimit(c, next) : defaultLimit(c, next),
  );

  // The development helpers answer only whom DEV_ROUTES allows (docs/security.md).
  const devGate = devRoutesGate(isProduction ? 'off' : config.devRoutes);
  app.use('/api/dev/*', devGate);
  app.use('/api/docs', devGate);

  app.route('/', healthRoutes(db));
  app.route('/', frontVersionRoutes(db));
  // Built from the mounted routes at the first request, when every route below is in place.
  app.route('/', openApiRoutes({ development: !isProduction, document: () => generateOpenApiDocument(app) }));
  app.route('/', authRoutes(auth));
  app.route('/', verificationRoutes(auth));
  app.route('/', accountRoutes(auth));
  app.route('/', clientErrorRoutes(clock));
  const trainings = {
    db,
    clock,
    throttle: auth.throttle,
    catalog: new TrainingCatalog(db),
    // A completed test records its result (features do not import each other: wired here).
    onTestCompleted: recordTestResult,
  };
  app.route('/', trainingRoutes({ ...trainings, sessions: auth.sessions }));
  app.route('/', resultRoutes({ db, clock, sessions: auth.sessions }));
  app.route('/', lifeGpsRoutes({ db, clock, sessions: auth.sessions, publicUrl: config.publicUrl }));
  app.route('/', teamRoutes(auth));
  if (!isProduction) {
    app.route('/', devMailRoutes(db));
    app.route('/', devInvitationRoutes(db, clock, config.publicUrl));
  }
  app.route('/', registryRoutes(db, config.redirectAllowedHosts));
  const storage = deps.storage ?? openFileStorage(config, db);
  const operatorToken = deps.operatorToken ?? operatorTokenFor(config, logger);
  app.route(
    '/',
    platformOpsRoutes({
      operatorToken,
      storage,
      registry: registryOperations(
        { db, storage, shellDist: config.shellDist },
        { onChange: () => csp.invalidate(), redirectHosts: config.redirectAllowedHosts },
      ),
      frontVersion: {
        get: () => getFrontVersion(db),
        bump: (by, reason) => bumpFrontVersionRecorded(db, bumpFrontVersion, by, reason),
      },
      accessCodes: accessCodePort(trainings),
    }),
  );
  // Operators' redirect rules answer a page load before the shell's HTML does.
  const redirectRules = async () => servedRules(await listRedirectRules(db), config.redirectAllowedHosts);
  app.use('*', pageRedirects({ rules: redirectRules }));
  app.route(
    '/',
    staticRoutes({
      remoteFile: (key) => storage.localFile(key),
      shellDist: config.shellDist,
      firstPaint: createFirstPaintSource({
        db,
        remoteFile: (key) => storage.localFile(key),
        redirectHosts: config.redirectAllowedHosts,
        shellStartup: createShellStartup(config.shellDist, (error) =>
          logger.warn({ err: error }, "could not read the shell's startup files for its preloads"),
        ),
        frontVersion: () => getFrontVersion(db),
        onError: (error) => logger.warn({ err: error }, 'could not read a live release for its preloads'),
      }),
      prerender: createPrerenderSource({
        db,
        remoteFile: (key) => storage.localFile(key),
        shellDist: config.shellDist,
        onError: (error) => logger.warn({ err: error }, 'could not read a prerendered page'),
      }).transform,
    }),
  );

  app.notFound((c) => errorResponse(c, 404, errorBody(c.var.t('errors.notFound', { path: c.req.path }))));

  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error.status, error.body, error.headers);
    // Services refuse with ThrottledError without knowing HTTP; every feature answers it the same way.
    if (error instanceof ThrottledError) {
      const answer = throttledError(c.var.t, error.waitMs);
      return errorResponse(c, answer.status, answer.body, answer.headers);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return errorResponse(c, error.status, errorBody(c.var.t('errors.invalidRequest')));
    }
    (c.var.log ?? logger).error({ err: error, method: c.req.method, path: c.req.path }, 'unhandled error');
    const t = c.var.t as AppEnv['Variables']['t'] | undefined;
    return errorResponse(c, 500, errorBody(t ? t('errors.internal') : 'Internal server error'));
  });

  return app;
}
