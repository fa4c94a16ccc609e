import { Hono } from 'hono';
import type { AppEnv } from '@coach/server-kit/http/types';
import { credentialRoutes } from './credential-routes';
import { dataRoutes } from './data-routes';
import { profileRoutes } from './profile-routes';
import type { AccountDeps } from './service';
import { sessionRoutes } from './session-routes';

/**
 * Profile and account (docs/product.md §8.6, docs/api.md "Profile and account"): the general
 * information, language, e-mail and password changes, sessions, and "My data" (export, erase).
 */
export function accountRoutes(deps: AccountDeps) {
  return new Hono<AppEnv>()
    .route('/', profileRoutes(deps))
    .route('/', credentialRoutes(deps))
    .route('/', sessionRoutes(deps))
    .route('/', dataRoutes(deps));
}
