/**
 * A worker thread holding one version of one remote's server bundle: it `require`s the bundle,
 * then renders one page per request from the render process.
 *
 * This file runs with Node's own type stripping (see version-worker.ts): it may
 * import types, and `node:` modules only, and use no TypeScript that has to be compiled.
 *
 * The fence below keeps a buggy bundle off the network, the disk and child processes (the member's
 * token and the database are not in this process at all). It guards against mistakes, not attacks:
 * the bundles come from this repository, reviewed and hashed at release (ADR 0013).
 */
import { createRequire, registerHooks } from 'node:module';
import { isAbsolute } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type { BundleMessages, PageInput, RenderInput, ServerBundleRender } from './bundle-contract';
import type { RenderRequest, WorkerBoot, WorkerMessage } from './worker-messages';

const FENCED_MODULES = new Set([
  'child_process',
  'cluster',
  'dgram',
  'dns',
  'fs',
  'http',
  'http2',
  'https',
  'inspector',
  'module',
  'net',
  'repl',
  'sqlite',
  'tls',
  'trace_events',
  'v8',
  'wasi',
  'worker_threads',
]);
const FENCED_GLOBALS = ['fetch', 'WebSocket', 'EventSource'];
const DETAIL_LENGTH = 500;

function isFenced(specifier: string): boolean {
  const name = specifier.startsWith('node:') ? specifier.slice('node:'.length) : specifier;
  return FENCED_MODULES.has(name.split('/')[0] ?? name);
}

function fenceOffTheOutside(): void {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      if (isFenced(specifier)) throw new Error(`a server bundle may not use "${specifier}"`);
      return nextResolve(specifier, context);
    },
  });
  const getBuiltinModule = process.getBuiltinModule.bind(process);
  Object.defineProperty(process, 'getBuiltinModule', {
    value: (id: string) => {
      if (isFenced(id)) throw new Error(`a server bundle may not use "${id}"`);
      return getBuiltinModule(id);
    },
  });
  const refuse = () => {
    throw new Error('a server bundle may not reach native bindings');
  };
  for (const name of ['binding', '_linkedBinding', 'dlopen']) {
    Object.defineProperty(process, name, { value: refuse });
  }
  for (const name of FENCED_GLOBALS) Reflect.deleteProperty(globalThis, name);
}

function describe(error: unknown): string {
  try {
    const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return text.slice(0, DETAIL_LENGTH);
  } catch {
    return 'an error that cannot be described';
  }
}

/** The bundle's render, and its own texts by language (`ServerRenderModule.messages`). */
function loadBundle(bundlePath: string): { render: ServerBundleRender; messages: BundleMessages } {
  // A relative path would be resolved from this file, not from the release.
  if (!isAbsolute(bundlePath)) throw new Error(`the bundle path is not absolute: ${bundlePath}`);
  const bundle: unknown = createRequire(import.meta.url)(bundlePath);
  const candidates = [bundle, (bundle as { default?: unknown } | null)?.default];
  for (const candidate of candidates) {
    const { render, messages } = (candidate ?? {}) as { render?: unknown; messages?: unknown };
    if (typeof render === 'function')
      return {
        render: render as ServerBundleRender,
        // Without texts, a render that needs them refuses its input (the contract's check).
        messages: typeof messages === 'object' && messages !== null ? (messages as BundleMessages) : {},
      };
  }
  throw new Error('the bundle exports no render function');
}

/** Only the page's two fields cross to the render process: the rest may not even be cloneable. */
function pageFields(page: unknown): unknown {
  if (typeof page !== 'object' || page === null) return page;
  const { html, status } = page as { html?: unknown; status?: unknown };
  return { html, status };
}

function start(): void {
  const port = parentPort;
  if (!port) throw new Error('bundle-worker-thread runs as a worker thread');
  const send = (message: WorkerMessage) => port.postMessage(message);
  const boot = workerData as WorkerBoot;

  fenceOffTheOutside();
  let bundle: ReturnType<typeof loadBundle>;
  try {
    bundle = loadBundle(boot.bundlePath);
  } catch (error) {
    send({ type: 'load-failed', detail: describe(error) });
    return;
  }

  const { render } = bundle;
  // The release's texts, sent once with its version, else the bundle's own: one object each time.
  const messages = boot.messages ?? bundle.messages;
  const answer = async (id: number, input: PageInput) => {
    let reply: WorkerMessage;
    try {
      // The same texts every time: the render keeps its i18next instance.
      const page = await render({ ...input, messages: messages[input.lang] } as RenderInput);
      reply = { type: 'rendered', id, page: pageFields(page) };
    } catch (error) {
      reply = { type: 'failed', id, detail: describe(error) };
    }
    try {
      send(reply);
    } catch (error) {
      send({ type: 'failed', id, detail: `the page cannot be sent: ${describe(error)}` });
    }
  };
  port.on('message', (request: RenderRequest) => void answer(request.id, request.input));
  send({ type: 'loaded' });
}

start();
