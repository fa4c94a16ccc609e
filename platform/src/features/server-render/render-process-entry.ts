/**
 * The render process: forked by the supervisor (render-supervisor.ts), it holds the remotes'
 * server bundles in worker threads and answers render requests over IPC. Nothing of the platform
 * is in it: no database, no token, no environment beyond what Node needs. If a bundle takes it
 * down (a single huge allocation aborts a whole process, whatever a worker's limits), the
 * supervisor starts another; the platform stays up.
 */
import { watchMemory } from './memory-watchdog';
import type { RenderProcessMessage, SupervisorMessage } from './process-messages';
import { parseRenderProcessConfig } from './render-process-config';
import { RenderHost } from './render-host';

/** Exit code when the memory watchdog ends the process: told apart from a crash in the logs. */
const OUT_OF_MEMORY_EXIT_CODE = 75;
const WATCHDOG_INTERVAL_MS = 100;

function send(message: RenderProcessMessage): void {
  // The supervisor may be gone already; 'disconnect' below ends this process then.
  process.send?.(message, undefined, {}, () => undefined);
}

const config = parseRenderProcessConfig(process.argv[2]);
const host = new RenderHost(config, (remote, version, verdict) =>
  send({ type: 'refused', remote, version, verdict }),
);

function handle(message: SupervisorMessage): void {
  switch (message.type) {
    case 'set-live': {
      const { remote, live } = message;
      host.setLive(remote, live).then(
        (verdict) => send({ type: 'announced', remote, version: live?.version ?? null, verdict }),
        (error: unknown) =>
          send({
            type: 'announced',
            remote,
            version: live?.version ?? null,
            verdict: { kind: 'refused', reason: 'error', detail: `load failed: ${String(error)}` },
          }),
      );
      return;
    }
    case 'render': {
      const { id, remote, version, input, deadlineMs, runMs } = message;
      void host
        .render(remote, version, input, deadlineMs, runMs)
        .then((result) => send({ type: 'rendered', id, result }));
      return;
    }
    case 'stats':
      send({ type: 'stats', id: message.id, stats: host.stats() });
      return;
  }
}

// Sent by render-supervisor.ts, from the same release.
process.on('message', (message) => handle(message as SupervisorMessage));
// The platform is gone (or closed us): nothing left to render for.
process.on('disconnect', () => process.exit(0));
// Ctrl-C reaches the whole process group; the platform decides when this process ends.
process.on('SIGINT', () => undefined);

watchMemory({
  rssLimitBytes: config.rssLimitMb * 1024 * 1024,
  intervalMs: WATCHDOG_INTERVAL_MS,
  onExceeded: (rssBytes) => {
    console.error(`render process: ${Math.round(rssBytes / 2 ** 20)} MB resident, over its limit: exiting`);
    process.exit(OUT_OF_MEMORY_EXIT_CODE);
  },
});

send({ type: 'ready', pid: process.pid });
