import { Hono } from 'hono';
import type { AppEnv } from '@coach/server-kit/http/types';
import type { AuthDeps } from '../../session/deps';
import { loginRoutes } from './login-routes';
import { registerRoutes } from './register-routes';
import { whoamiRoutes } from './whoami-routes';

/** The auth contract (docs/api.md): register, login, logout, whoami and the verified gate, one module per flow. */
export function authRoutes(deps: AuthDeps) {
  return new Hono<AppEnv>()
    .route('/', registerRoutes(deps))
    .route('/', loginRoutes(deps))
    .route('/', whoamiRoutes(deps));
}
