// The platform's remote registry, read the way the shell reads it: remote name → live version →
// manifest URL (relative URLs resolve against the platform).

/**
 * @typedef {{ name: string, version: string, manifestUrl: string }} LiveRemote
 */

/**
 * @param {string} baseUrl
 * @returns {Promise<LiveRemote[]>}
 */
export async function liveRemotes(baseUrl) {
  const response = await fetch(new URL('/registry.json', baseUrl));
  if (!response.ok) throw new Error(`GET /registry.json answered ${response.status}`);
  const registry = /** @type {{ remotes?: Record<string, { version: string, manifest: string }> }} */ (
    await response.json()
  );
  if (!registry.remotes || typeof registry.remotes !== 'object') {
    throw new Error('/registry.json has no "remotes" object');
  }
  return Object.entries(registry.remotes).map(([name, entry]) => ({
    name,
    version: entry.version,
    manifestUrl: new URL(entry.manifest, baseUrl).href,
  }));
}

/**
 * The URL of a remote's entry file, from its mf-manifest.json (metaData.remoteEntry; a publicPath
 * of "auto" means "next to the manifest").
 * @param {string} manifestUrl
 * @returns {Promise<string>}
 */
export async function remoteEntryUrl(manifestUrl) {
  const response = await fetch(manifestUrl);
  if (!response.ok) throw new Error(`GET ${manifestUrl} answered ${response.status}`);
  const manifest =
    /** @type {{ metaData?: { publicPath?: string, remoteEntry?: { name?: string, path?: string } } }} */ (
      await response.json()
    );
  const entry = manifest.metaData?.remoteEntry;
  if (!entry?.name) throw new Error(`${manifestUrl} has no metaData.remoteEntry.name`);
  const publicPath = manifest.metaData?.publicPath;
  const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl).href : manifestUrl;
  const file = entry.path ? `${entry.path.replace(/\/+$/, '')}/${entry.name}` : entry.name;
  return new URL(file, base).href;
}
