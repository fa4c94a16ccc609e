import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { CountKind } from './count-store';
import type { CountListener } from './delivery-counter';

/** A running canary as the gauges show it. */
export interface CanaryGaugeState {
  remote: string;
  version: string;
  stableVersion: string;
  percent: number;
}

const RENDER_OUTCOME: Partial<Record<CountKind, string>> = {
  rendersDrawn: 'drawn',
  rendersFallback: 'fallback',
  rendersTimeout: 'timeout',
  rendersRefused: 'refused',
};

/**
 * The platform's Prometheus metrics (`GET /metrics`), one registry per platform (tests make many):
 * this instance's counts per remote, version and engine since it started (Prometheus sums the
 * instances), the render and request durations, and the canaries as the database says they are.
 */
export function createDeliveryMetrics(canaries: () => Promise<CanaryGaugeState[]>) {
  const registry = new Registry();
  const versionLabels = ['remote', 'version', 'engine'] as const;
  const pageLoads = new Counter({
    name: 'coach_remote_page_loads_total',
    help: "Pages served for a remote's routes, by the version the page was given",
    labelNames: versionLabels,
    registers: [registry],
  });
  const clientErrors = new Counter({
    name: 'coach_remote_client_errors_total',
    help: 'Client errors reported for a remote version the reporter was given',
    labelNames: versionLabels,
    registers: [registry],
  });
  const renders = new Counter({
    name: 'coach_remote_server_renders_total',
    help: "Server renders of a remote's pages by outcome (drawn, fallback, timeout, refused)",
    labelNames: ['remote', 'version', 'outcome'] as const,
    registers: [registry],
  });
  const renderSeconds = new Histogram({
    name: 'coach_server_render_duration_seconds',
    help: "A remote's server render, from the call to its answer",
    labelNames: ['remote', 'version'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
    registers: [registry],
  });
  const requestSeconds = new Histogram({
    name: 'coach_http_request_duration_seconds',
    help: "The platform's answers by route template (never the raw path), method and status",
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Gauge({
    name: 'coach_canary_percent',
    help: 'The share of members and visitors given the canary version (absent: no canary)',
    labelNames: ['remote', 'version', 'stable_version'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const canary of await canaries())
        this.set(
          { remote: canary.remote, version: canary.version, stable_version: canary.stableVersion },
          canary.percent,
        );
    },
  });

  const onCount: CountListener = (kind, labels) => {
    if (kind === 'loads') pageLoads.inc(labels);
    else if (kind === 'errors') clientErrors.inc(labels);
    else renders.inc({ remote: labels.remote, version: labels.version, outcome: RENDER_OUTCOME[kind] });
  };
  return {
    registry,
    onCount,
    observeRender(remote: string, version: string, renderMs: number): void {
      renderSeconds.observe({ remote, version }, renderMs / 1000);
    },
    observeRequest(method: string, route: string, status: number, seconds: number): void {
      requestSeconds.observe({ method, route, status: String(status) }, seconds);
    },
    text: () => registry.metrics(),
    contentType: registry.contentType,
  };
}

export type DeliveryMetrics = ReturnType<typeof createDeliveryMetrics>;
