// A remote's own chunk loaders (scripts and stylesheets webpack adds at runtime) ask the page for
// the SRI hash of each file before adding it: the shell answers from the release's integrity
// document (shell/src/lib/federation/release-integrity.ts), so a chunk changed after its release
// is refused by the browser instead of run. Without a shell that answers (a remote on its own dev
// server), nothing changes. Decision: docs/security.md, "Integrity of the remotes".
const PLUGIN = 'IntegrityHookPlugin';

/** @param {string} element the runtime variable holding the element; @param {string} attribute its URL */
const askForIntegrity = (element, attribute) =>
  [
    `var coachIntegrity = typeof __coachIntegrity === "function" ? __coachIntegrity(${element}.${attribute}) : undefined;`,
    `if (coachIntegrity) { ${element}.integrity = coachIntegrity; ${element}.crossOrigin = "anonymous"; }`,
  ].join('\n');

class IntegrityHookPlugin {
  apply(compiler) {
    const { runtime, web } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      runtime.LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(
        PLUGIN,
        (source) => `${source}\n${askForIntegrity('script', 'src')}`,
      );
      web.CssLoadingRuntimeModule.getCompilationHooks(compilation).createStylesheet.tap(
        PLUGIN,
        (source) => `${source}\n${askForIntegrity('link', 'href')}`,
      );
    });
  }
}

module.exports = { IntegrityHookPlugin };
