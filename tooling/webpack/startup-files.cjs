// Which files the shell's start loads before it can draw anything (issue 15): the chunk group of
// each async import of the entry (`import('./bootstrap.tsx')`, shell/src/index.ts) and, through
// every shared module those chunks consume, the chunks that provide it, transitively (react-dom
// consumes react, @coach/shared/auth consumes zustand…). Read from webpack's chunk graph, so a new
// import or shared library needs no list kept by hand. The platform announces them as preloads in
// the page's HTML (platform/src/features/registry/first-paint.ts); a stale list only costs downloads.

const CONSUME_SHARED = 'consume-shared-module';
const PROVIDE_SHARED = 'provide-module';

/**
 * The chunk groups that load a shared module when it is consumed. The host provides every shared
 * module it consumes (docs/adr/0006-size-budget.md) and with `loaded-first` its own provided copy
 * is the one the runtime takes at start, so the provider's chunks come first; the consumer's
 * fallback is used only when nothing provides the key.
 * @param {import('webpack').Compilation} compilation
 */
function sharedLoaders(compilation) {
  const { chunkGraph } = compilation;
  /** @type {Map<string, import('webpack').ChunkGroup[]>} */
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type !== PROVIDE_SHARED) continue;
    // ProvideSharedModule keeps its key private (`_name`); a build without it provides nothing here.
    const key = /** @type {{ _name?: unknown }} */ (module)._name;
    if (typeof key !== 'string') continue;
    const groups = module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block)).filter(Boolean);
    provided.set(key, [...(provided.get(key) ?? []), ...groups]);
  }
  /** @param {import('webpack').Module} consume */
  return (consume) => {
    const key = /** @type {{ options?: { shareKey?: unknown } }} */ (consume).options?.shareKey;
    const fromProvider = typeof key === 'string' ? provided.get(key) : undefined;
    if (fromProvider?.length) return fromProvider;
    return consume.blocks.map((block) => chunkGraph.getBlockChunkGroup(block)).filter(Boolean);
  };
}

/**
 * The JS and CSS files (output paths, in load order as far as a graph walk knows it) that the
 * start of `entryName` loads, the entry's own files excluded.
 * @param {import('webpack').Compilation} compilation
 * @param {string} entryName
 * @returns {{ scripts: string[], styles: string[] }}
 */
function startupFiles(compilation, entryName) {
  const { chunkGraph } = compilation;
  const entrypoint = compilation.entrypoints.get(entryName);
  if (!entrypoint) return { scripts: [], styles: [] };
  const loadersOf = sharedLoaders(compilation);
  /** @type {import('webpack').ChunkGroup[]} */
  const queue = [];
  for (const chunk of entrypoint.chunks)
    for (const module of chunkGraph.getChunkEntryModulesIterable(chunk))
      for (const block of module.blocks) {
        const group = chunkGraph.getBlockChunkGroup(block);
        if (group) queue.push(group);
      }
  const entryFiles = new Set(entrypoint.getFiles());
  const seenGroups = new Set();
  const seenChunks = new Set();
  /** @type {string[]} */
  const files = [];
  while (queue.length > 0) {
    const group = /** @type {import('webpack').ChunkGroup} */ (queue.shift());
    if (seenGroups.has(group)) continue;
    seenGroups.add(group);
    for (const chunk of group.chunks) {
      if (seenChunks.has(chunk)) continue;
      seenChunks.add(chunk);
      for (const file of chunk.files) if (!entryFiles.has(file) && !files.includes(file)) files.push(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk))
        if (module.type === CONSUME_SHARED) queue.push(...loadersOf(module));
    }
  }
  return {
    scripts: files.filter((file) => file.endsWith('.js')),
    styles: files.filter((file) => file.endsWith('.css')),
  };
}

module.exports = { startupFiles };
