import { registerPlugins } from '@module-federation/enhanced/runtime';
import type { RegistryDocument } from '@coach/shared/registry';
import { isRemoteName } from '@coach/shared/contract';
import { startRegistry } from '../../lib/federation/registry.ts';
import { currentRegistry, registerFromRegistry } from '../../lib/federation/remotes.ts';
import { createReleaseIntegrity, installIntegrityHook } from '../../lib/federation/release-integrity.ts';
import { platformRuntimePlugin } from '../../lib/federation/runtime-plugin.ts';
import { yieldingRuntimePlugin } from '../../lib/federation/yielding-plugin.ts';
import { reportClientError } from '../../features/errors/report-client-error.ts';

const EMPTY_REGISTRY: RegistryDocument = { revision: 0, remotes: {} };

/**
 * The start's third step (bootstrap.tsx), in a task of its own: the registry read, every remote's
 * files checked against its hashes, the failure policy's plugins, the remotes registered.
 */
export async function startFederation(): Promise<void> {
  // A registry that cannot be read must not stop the shell: every remote area then shows
  // its "unavailable" panel and the shell's own pages keep working.
  const registry = await startRegistry().catch((error: unknown) => {
    console.error(error);
    return EMPTY_REGISTRY;
  });
  // Every script, style and manifest of a remote is checked against the registry's hashes.
  const integrity = createReleaseIntegrity({
    registry: currentRegistry,
    enforce: process.env.NODE_ENV === 'production',
  });
  installIntegrityHook(integrity);
  registerPlugins([
    platformRuntimePlugin({
      integrity,
      onLoadError: (remote, error) =>
        void reportClientError({ kind: 'remote-load', error, remote: isRemoteName(remote) ? remote : null }),
    }),
    yieldingRuntimePlugin(),
  ]);
  registerFromRegistry(registry);
}
