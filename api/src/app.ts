import type { Hono } from 'hono';
import type { Logger } from 'pino';
import { systemClock, type Clock } from '@coach/server-kit/clock';
import type { AppConfig } from '@coach/server-kit/config';
import type { Db } from '@coach/server-kit/db/types';
import { dummyPasswordHash } from './accounts/passwords';
import { accountRoutes } from './features/account/routes';
import { authRoutes } from './features/auth/routes';
import { devRoutesGate } from './features/dev/dev-gate';
import { devInvitationRoutes } from './features/dev/invitations-routes';
import { devMailRoutes } from './features/dev/mails-routes';
import { healthRoutes } from './features/health/routes';
import { lifeGpsRoutes } from './features/life-gps/routes';
import { generateOpenApiDocument } from '@coach/server-kit/openapi/document';
import { openApiRoutes } from '@coach/server-kit/openapi/routes';
import { resultRoutes } from './features/results/routes';
import { recordTestResult } from './features/results/service';
import { teamRoutes } from './features/team/routes';
import { verificationRoutes } from './features/verification/routes';
import { TrainingCatalog } from './features/trainings/content-import';
import { accessCodeRoutes } from './features/trainings/access-code-routes';
import { trainingRoutes } from './features/trainings/routes';
import { buildCsp } from '@coach/server-kit/http/security-headers';
import { answerErrors, createServerApp, limitBodyTo } from '@coach/server-kit/http/server-app';
import type { AppEnv } from '@coach/server-kit/http/types';
import { operatorTokenFor } from '@coach/server-kit/operator/operator-token';
import { silentLogger } from '@coach/server-kit/logger';
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

export interface AppDeps {
  db: Db;
  config: AppConfig;
  logger?: Logger;
  clock?: Clock;
  /** E-mail delivery; by default SMTP when `SMTP_URL` is set, else the outbox only. */
  mailer?: Mailer;
  authPolicy?: Partial<AuthPolicy>;
  throttleRules?: Partial<ThrottleRules>;
  /** Shared with the PostgreSQL invalidation listener (server.ts). */
  sessionCache?: SessionCache;
  /** The operator token of the access-code route; by default `config.operatorToken` or `<DATA_DIR>/operator-token`. */
  operatorToken?: string;
}

export type App = Hono<AppEnv>;

/** The api answers JSON only: the same-origin policy, no registry origins (the platform adds those to pages). */
const API_CSP = buildCsp([]);

/**
 * The product api as one Hono app, every route under `/api/…`: auth, verification, account,
 * trainings, results, life GPS, team, the development helpers. It runs behind the platform
 * (platform/src/compose.ts), in the same process or in its own.
 */
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

  // Compute the dummy hash now: the first login for an unknown address must not be slower.
  void dummyPasswordHash();

  const app = createServerApp({
    logger,
    trustProxy: config.trustProxy,
    corsOrigins: config.corsOrigins,
    csp: async () => API_CSP,
  });
  app.use('/api/*', limitBodyTo(config.bodyLimit));

  // The development helpers answer only whom DEV_ROUTES allows (docs/security.md).
  const devGate = devRoutesGate(isProduction ? 'off' : config.devRoutes);
  app.use('/api/dev/*', devGate);
  app.use('/api/docs', devGate);

  app.route('/', healthRoutes(db));
  // Built from the mounted routes at the first request, when every route below is in place.
  app.route(
    '/',
    openApiRoutes({
      development: !isProduction,
      path: '/api/openapi.json',
      docsPath: '/api/docs',
      document: () => generateOpenApiDocument(app, API_DOCUMENT),
    }),
  );
  app.route('/', authRoutes(auth));
  app.route('/', verificationRoutes(auth));
  app.route('/', accountRoutes(auth));
  const trainings = {
    db,
    clock,
    throttle: auth.throttle,
    catalog: new TrainingCatalog(db),
    // A completed test records its result (features do not import each other: wired here).
    onTestCompleted: recordTestResult,
  };
  app.route('/', trainingRoutes({ ...trainings, sessions: auth.sessions }));
  const operatorToken = deps.operatorToken ?? operatorTokenFor(config, logger);
  app.route('/', accessCodeRoutes({ ...trainings, operatorToken }));
  app.route('/', resultRoutes({ db, clock, sessions: auth.sessions }));
  app.route('/', lifeGpsRoutes({ db, clock, sessions: auth.sessions, publicUrl: config.publicUrl }));
  app.route('/', teamRoutes(auth));
  if (!isProduction) {
    app.route('/', devMailRoutes(db));
    app.route('/', devInvitationRoutes(db, clock, config.publicUrl));
  }

  // Services refuse with ThrottledError without knowing HTTP; every feature answers it the same way.
  answerErrors(app, logger, (error, c) =>
    error instanceof ThrottledError ? throttledError(c.var.t, error.waitMs) : undefined,
  );
  return app;
}

const API_DOCUMENT = {
  title: 'Coach api',
  description:
    'The product api. Every error is JSON: { "errors": { "base": ["…"], "<field>": ["…"] } }. Messages follow ?locale= or Accept-Language (fr default, en). See docs/api.md.',
};
