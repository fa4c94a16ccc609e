import { Hono } from 'hono';
import type { AppEnv } from '../../http/types';
import { renderDocsPage } from './docs-page';
import { buildOpenApiDocument } from './document';

/** `GET /api/openapi.json` always; `GET /api/docs` (readable page) outside production. */
export function openApiRoutes(options: { development: boolean }) {
  const document = buildOpenApiDocument({ includeDev: options.development });
  const body = JSON.stringify(document);
  const app = new Hono<AppEnv>().get('/api/openapi.json', (c) => {
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Type', 'application/json; charset=utf-8');
    return c.body(body);
  });
  if (options.development) {
    const page = renderDocsPage(document);
    app.get('/api/docs', (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.html(page);
    });
  }
  return app;
}
