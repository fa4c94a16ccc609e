import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { errorDoc } from '@coach/server-kit/http/openapi';
import { requireOperator, type OperatorEnv } from '@coach/server-kit/operator/operator-auth';
import type { DeliveryMetrics } from './metrics';

/**
 * `GET /metrics`: the Prometheus text format, behind the operator token (the counts name versions
 * and rollouts; docs/operating.md has the scrape config).
 */
export function metricsRoutes(operatorToken: string, metrics: DeliveryMetrics) {
  return new Hono<OperatorEnv>().get(
    '/metrics',
    requireOperator(operatorToken),
    describeRoute({
      summary: "The platform's Prometheus metrics: counts per remote and version, durations, canaries",
      tags: ['platform'],
      responses: {
        200: { description: 'Prometheus text exposition format' },
        401: errorDoc('No operator token, or a wrong one'),
      },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.body(await metrics.text(), 200, { 'Content-Type': metrics.contentType });
    },
  );
}
