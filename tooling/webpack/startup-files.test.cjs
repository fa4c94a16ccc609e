const { startupFiles } = require('./startup-files.cjs');

/**
 * A chunk graph shaped like the shell's: the entry imports bootstrap, whose chunk consumes shared
 * modules; react-dom's chunk consumes react; @coach/shared/ui is provided but only a page consumes it.
 */
function shellLikeCompilation({ provideReactDom = true } = {}) {
  const group = (...chunks) => ({ chunks });
  const chunk = (files, modules = []) => ({ files: new Set(files), modules });
  const consume = (shareKey, fallbackGroup) => ({
    type: 'consume-shared-module',
    options: { shareKey },
    blocks: [{ group: fallbackGroup }],
  });
  const provide = (name, providedGroup) => ({
    type: 'provide-module',
    _name: name,
    blocks: [{ group: providedGroup }],
  });

  const reactProvided = group(chunk(['923.js']));
  const reactFallback = group(chunk(['923-fallback.js']));
  const consumeReact = consume('react', reactFallback);
  const reactDomProvided = group(chunk(['693.js']), chunk([], [consumeReact]));
  const reactDomFallback = group(chunk(['74.js']), chunk([], [consumeReact]));
  const uiProvided = group(chunk(['971.js', '971.css']));
  const bootstrap = group(
    chunk(['84.js', '84.css'], [consume('react', reactFallback), consume('react-dom', reactDomFallback)]),
  );
  const page = group(chunk(['112.js'], [consume('@coach/shared/ui', uiProvided)]));
  const entryModule = { type: 'javascript/auto', blocks: [{ group: bootstrap }] };
  const pageModule = { type: 'javascript/auto', blocks: [{ group: page }] };
  const mainChunk = chunk(['main.js'], [entryModule, pageModule]);
  return {
    entrypoints: new Map([['main', { chunks: [mainChunk], getFiles: () => ['main.js'] }]]),
    modules: [
      provide('react', reactProvided),
      ...(provideReactDom ? [provide('react-dom', reactDomProvided)] : []),
      provide('@coach/shared/ui', uiProvided),
    ],
    chunkGraph: {
      getBlockChunkGroup: (block) => block.group,
      getChunkEntryModulesIterable: (c) => (c === mainChunk ? [entryModule] : []),
      getChunkModulesIterable: (c) => c.modules,
    },
  };
}

describe('startupFiles (the files the shell start loads, issue 15)', () => {
  it.each([
    [
      'the shell provides what it consumes: its provided chunks, transitively',
      {},
      { scripts: ['84.js', '923.js', '693.js'], styles: ['84.css'] },
    ],
    [
      'nothing provides a key: the consumer fallback',
      { provideReactDom: false },
      { scripts: ['84.js', '923.js', '74.js'], styles: ['84.css'] },
    ],
  ])('%s', (_name, options, expected) => {
    expect(startupFiles(shellLikeCompilation(options), 'main')).toEqual(expected);
  });

  it('leaves out what only a later import needs, and knows no other entry', () => {
    const { scripts } = startupFiles(shellLikeCompilation(), 'main');
    expect(scripts).not.toContain('112.js');
    expect(scripts).not.toContain('971.js');
    expect(startupFiles(shellLikeCompilation(), 'other')).toEqual({ scripts: [], styles: [] });
  });
});
