// Where a page load's main-thread time goes, script file by script file (`pnpm bench:start
// --profile`): V8's sampling profiler over CDP, each sample's self time credited to the file of the
// function it was in. A function's first call compiles it, and V8 credits that to the caller: a
// bundle that calls into another (webpack's `require` in the shell's entry) is credited some of the
// callee's compile time. Style, layout and HTML parsing are the browser's own work, "(program)".

/** Sampling every 100 µs: a 1 ms task at full speed still gets ten samples. */
const SAMPLING_INTERVAL_US = 100;

/** @param {import('playwright-core').CDPSession} cdp */
export async function startScriptTimeProfile(cdp) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
  await cdp.send('Profiler.start');
}

/**
 * Stops the profile and sums its self time (ms) by the file of each sample's function: the file's
 * name without its path, "(page)" for the page's inline scripts, the profiler's own names for what
 * is not a script ("(program)", "(garbage collector)"); idle time left out.
 * @param {import('playwright-core').CDPSession} cdp
 * @param {string} pageUrl the page's address, whose inline scripts are "(page)"
 * @returns {Promise<Map<string, number>>}
 */
export async function stopScriptTimeProfile(cdp, pageUrl) {
  const { profile } = await cdp.send('Profiler.stop');
  return selfTimeByFile(profile, pageUrl);
}

/**
 * @param {{ nodes: { id: number, callFrame: { url: string, functionName: string } }[], samples?: number[], timeDeltas?: number[] }} profile
 * @param {string} pageUrl
 */
export function selfTimeByFile(profile, pageUrl) {
  const fileOf = new Map(
    profile.nodes.map((node) => {
      const { url, functionName } = node.callFrame;
      if (!url) return [node.id, functionName.startsWith('(') ? functionName : '(browser)'];
      return [node.id, url === pageUrl ? '(page)' : (url.split('/').pop() ?? url)];
    }),
  );
  /** @type {Map<string, number>} */
  const byFile = new Map();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  // A sample's time is the gap to the next one: the function was running until then.
  for (let i = 0; i < samples.length; i += 1) {
    const file = fileOf.get(samples[i]) ?? '(unknown)';
    if (file === '(idle)') continue;
    byFile.set(file, (byFile.get(file) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
  }
  return byFile;
}
