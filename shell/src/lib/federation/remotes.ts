import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  REMOTE_NAMES,
  isContractCompatible,
  CONTRACT_VERSION,
  type RemoteName,
  type RemoteRoutesModule,
  type RemoteWidgetsModule,
} from '@coach/shared/contract';
import type { RegistryDocument } from '@coach/shared/registry';

/** A remote could not be used: not in the registry, unreachable, or built for another contract. */
export class RemoteUnavailableError extends Error {
  override readonly name = 'RemoteUnavailableError';
  constructor(
    readonly remote: RemoteName,
    reason: string,
    options?: { cause?: unknown },
  ) {
    super(`${remote}: ${reason}`, options);
  }
}

let liveRegistry: RegistryDocument | null = null;

export function currentRegistry(): RegistryDocument | null {
  return liveRegistry;
}

/**
 * Tells the Module Federation runtime where each remote lives now. Nothing is downloaded here:
 * a remote's manifest is fetched the first time one of its modules is loaded.
 */
export function registerFromRegistry(doc: RegistryDocument, base = globalThis.location?.href): void {
  liveRegistry = doc;
  const remotes = REMOTE_NAMES.flatMap((name) => {
    const entry = doc.remotes[name];
    return entry ? [{ name, entry: new URL(entry.manifest, base).href }] : [];
  });
  registerRemotes(remotes, { force: true });
}

type ExposedModule = RemoteRoutesModule | RemoteWidgetsModule;

async function loadExposed<T extends ExposedModule>(remote: RemoteName, expose: string): Promise<T> {
  if (!liveRegistry?.remotes[remote]) {
    throw new RemoteUnavailableError(remote, 'not in the remote registry');
  }
  let mod: T | null;
  try {
    mod = await loadRemote<T>(`${remote}/${expose}`);
  } catch (cause) {
    throw new RemoteUnavailableError(remote, `could not load ./${expose}`, { cause });
  }
  if (!mod) throw new RemoteUnavailableError(remote, `./${expose} is empty`);
  if (!isContractCompatible(mod.contractVersion)) {
    throw new RemoteUnavailableError(
      remote,
      `built for contract ${mod.contractVersion}, the shell speaks ${CONTRACT_VERSION}`,
    );
  }
  return mod;
}

export function loadRemoteRoutes(remote: RemoteName): Promise<RemoteRoutesModule> {
  return loadExposed<RemoteRoutesModule>(remote, 'routes');
}

export function loadRemoteWidgets(remote: RemoteName): Promise<RemoteWidgetsModule> {
  return loadExposed<RemoteWidgetsModule>(remote, 'widgets');
}
