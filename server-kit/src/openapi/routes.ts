import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '@coach/server-kit/http/types';
import { renderDocsPage } from './docs-page';
import type { OpenApiDocument } from './document';

export interface OpenApiRoutesOptions {
  development: boolean;
  /** Where the document is served (`/api/openapi.json`, `/api/platform/openapi.json`). */
  path: string;
  /** Where its readable page is served outside production. */
  docsPath: string;
  /** Generates the document from the whole app; called once, at the first request. */
  document: () => Promise<OpenApiDocument>;
}

/** The document (`path`) always; its readable page (`docsPath`) outside production. */
export function openApiRoutes(options: OpenApiRoutesOptions) {
  let rendered: Promise<{ json: string; page: string }> | undefined;
  const once = () =>
    (rendered ??= options.document().then(
      (document) => ({ json: JSON.stringify(document), page: renderDocsPage(document, options.path) }),
      (error: unknown) => {
        rendered = undefined; // try again at the next request rather than failing for good
        throw error;
      },
    ));

  const app = new Hono<AppEnv>().get(
    options.path,
    describeRoute({
      summary: 'This document (OpenAPI 3.1)',
      tags: ['platform'],
      responses: { 200: { description: 'The OpenAPI document', content: { 'application/json': {} } } },
    }),
    async (c) => {
      const { json } = await once();
      c.header('Cache-Control', 'no-cache');
      c.header('Content-Type', 'application/json; charset=utf-8');
      return c.body(json);
    },
  );
  if (options.development) {
    app.get(
      options.docsPath,
      describeRoute({
        summary: 'This document as a readable page (development only)',
        tags: ['dev'],
        responses: { 200: { description: 'HTML page', content: { 'text/html': {} } } },
      }),
      async (c) => {
        const { page } = await once();
        c.header('Cache-Control', 'no-cache');
        return c.html(page);
      },
    );
  }
  return app;
}
