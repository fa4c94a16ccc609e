// The set-up of each remote's server render test (src/server-render.test.ts): imported first, it
// gives the modules the browser's singletons as the built server bundle has them (the stand-ins
// tooling/webpack/create-server-render-config.cjs aliases them to), and checks what every server
// render declares for the platform. Never imported by application code.
import type { Language } from '@coach/shared/i18n/languages';
import type { RenderInput, RenderOutput } from '@coach/shared/server-render';

jest.mock('@coach/shared/auth', () => jest.requireActual('../server-render/browser-singletons/auth.ts'));
jest.mock('@coach/shared/i18n', () => jest.requireActual('../server-render/browser-singletons/i18n.ts'));

// The checks of '@coach/shared/server-render/testing' and the route input, beside the ones below:
// a test reads them all from here.
export * from '../server-render/testing.ts';
export { routeInput } from './render-input.ts';

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

type Render = (input: RenderInput) => Promise<RenderOutput>;

/** Renders `input`, then the `others`, then `input` again: the same page, nothing kept between calls. */
export async function expectNothingKept(
  render: Render,
  input: RenderInput,
  others: RenderInput[],
): Promise<void> {
  const first = await render(input);
  for (const other of others) await render(other);
  expect(await render(input)).toEqual(first);
}

/** A route the bundle does not render is an empty 404, whatever the input. */
export async function expectNotRendered(render: Render, input: RenderInput, route: string): Promise<void> {
  await expect(render({ ...input, route })).resolves.toEqual({ html: '', status: 404 });
}

/**
 * The render refuses route data without `read`'s result (`routeData`, by default the whole input
 * under that name), messages without `namespace`, and a language it does not know.
 */
export async function expectRefusesForeignInput(
  render: Render,
  input: RenderInput,
  {
    read,
    namespace,
    routeData = { [read]: input.data },
  }: { read: string; namespace: string; routeData?: object },
): Promise<void> {
  await expect(render({ ...input, data: { [input.route]: routeData } })).rejects.toThrow(
    `has no read result for "${read}"`,
  );
  const { [namespace]: _dropped, ...withoutNamespace } = input.messages;
  await expect(render({ ...input, messages: withoutNamespace })).rejects.toThrow(
    `messages lack ${namespace}`,
  );
  await expect(render({ ...input, lang: 'de' as Language })).rejects.toThrow('unknown language');
}
