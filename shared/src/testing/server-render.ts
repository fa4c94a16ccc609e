// The set-up of each remote's server render test (src/server-render.test.ts): imported first, it
// gives the modules the browser's singletons as the built server bundle has them (the stand-ins
// tooling/webpack/create-server-render-config.cjs aliases them to), and checks what every server
// render declares for the platform. Never imported by application code.
import type { Language } from '@coach/shared/i18n/languages';

jest.mock('@coach/shared/auth', () => jest.requireActual('../server-render/browser-singletons/auth.ts'));
jest.mock('@coach/shared/i18n', () => jest.requireActual('../server-render/browser-singletons/i18n.ts'));

interface Declared {
  version: number;
  routes: unknown;
  messages: Record<Language, object>;
}

/** The server render's declaration: version 1, these routes, and its namespace's messages in each language. */
export function expectDeclared(
  { version, routes, messages }: Declared,
  namespace: string,
  expectedRoutes: unknown,
): void {
  expect(version).toBe(1);
  expect(routes).toEqual(expectedRoutes);
  for (const lang of ['fr', 'en'] as const)
    expect(Object.keys(messages[lang]).sort()).toEqual(['common', namespace, 'validation'].sort());
}
