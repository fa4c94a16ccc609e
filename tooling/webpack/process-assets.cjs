// The hook the build's own plugins write files in: a stage of `processAssets`, in each compilation
// (the shell's build manifest, a remote's release facts, the server bundle without map comments).

/**
 * Runs `work` at a `processAssets` stage of every compilation, as the plugin `name`.
 * @param {import('webpack').Compiler} compiler
 * @param {string} name
 * @param {'PROCESS_ASSETS_STAGE_REPORT' | 'PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE'} stage
 * @param {(compilation: import('webpack').Compilation, assets: Record<string, import('webpack').sources.Source>) => void} work
 */
function tapProcessAssets(compiler, name, stage, work) {
  compiler.hooks.thisCompilation.tap(name, (compilation) => {
    compilation.hooks.processAssets.tap({ name, stage: compiler.webpack.Compilation[stage] }, (assets) =>
      work(compilation, assets),
    );
  });
}

module.exports = { tapProcessAssets };
