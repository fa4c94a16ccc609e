// Pure steps of write-server-render.mjs (docs/server-render.md), tested in server-render-files.test.cjs.
const { createHash } = require('node:crypto');

/** Where the bundle goes in dist/, named by its content: a release holds it beside the browser files. */
function bundleFileName(bytes) {
  return `server/render.${createHash('sha256').update(bytes).digest('hex').slice(0, 10)}.cjs`;
}

/**
 * The class names a server bundle can write: its CSS modules' names, which the build makes
 * `<uniqueName>-<hash>` (tooling/webpack/create-config.cjs, `localIdentName`) and webpack inlines
 * as string literals. Matched against the browser's stylesheets, they pick the page's styles.
 */
function classesOfBundle(source, uniqueName) {
  const escaped = uniqueName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const names = new Set();
  for (const match of source.matchAll(new RegExp(`["'\`](${escaped}-[\\w-]+)["'\`]`, 'g')))
    names.add(match[1]);
  return names;
}

/** Route params for a smoke render: each `:name` of the path given a value. */
function sampleParams(pattern) {
  return Object.fromEntries(
    pattern
      .split('/')
      .filter((segment) => segment.startsWith(':'))
      .map((segment) => [segment.slice(1).replace(/\?$/, ''), 'sample']),
  );
}

/**
 * The input of a smoke render of `routeId`: every read failed without an answer, so the page
 * draws its error states from no member's data at all (the build has none).
 */
function smokeInput(routeId, facts, lang, messages) {
  const failed = { ok: false, status: 0, errors: {} };
  return {
    route: routeId,
    params: sampleParams(facts.path),
    data: { [routeId]: Object.fromEntries(Object.keys(facts.reads).map((key) => [key, failed])) },
    lang,
    messages,
  };
}

/** Throws unless `mod` has the shape of a server bundle (shared/src/server-render/contract.ts). */
function checkServerRenderModule(mod) {
  const problems = [];
  if (typeof mod?.version !== 'number') problems.push('no version');
  if (typeof mod?.render !== 'function') problems.push('no render function');
  if (!mod?.routes || typeof mod.routes !== 'object' || Object.keys(mod.routes).length === 0)
    problems.push('no routes');
  if (!mod?.messages?.fr || !mod?.messages?.en) problems.push('no messages in fr and en');
  if (problems.length > 0) throw new Error(`the server bundle is not one: ${problems.join(', ')}`);
  return mod;
}

module.exports = { bundleFileName, checkServerRenderModule, classesOfBundle, sampleParams, smokeInput };
