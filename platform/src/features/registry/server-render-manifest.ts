import * as v from 'valibot';
import { LAYOUTS, WIDGET_SLOTS } from '@coach/shared/contract';
import { SERVER_RENDER_VERSION, type ServerRenderManifest } from '@coach/shared/server-render';

/** A dist-relative path that stays inside the release's folder (no `..`, no scheme, not absolute). */
const releasePath = v.pipe(
  v.string(),
  v.check(
    (file) =>
      file !== '' &&
      !file.startsWith('/') &&
      !file.includes('..') &&
      !file.includes('\\') &&
      !/^[a-z][a-z0-9+.-]*:/i.test(file),
  ),
);

const messagesSchema = v.record(v.string(), v.record(v.string(), v.unknown()));

const manifestSchema = v.object({
  version: v.literal(SERVER_RENDER_VERSION),
  bundle: v.pipe(releasePath, v.endsWith('.cjs')),
  css: v.array(releasePath),
  routes: v.record(
    v.string(),
    v.object({
      path: v.pipe(v.string(), v.startsWith('/')),
      layout: v.picklist(LAYOUTS),
      reads: v.record(v.string(), v.string()),
    }),
  ),
  widgets: v.optional(
    v.record(
      v.string(),
      v.object({ slot: v.picklist(WIDGET_SLOTS), reads: v.record(v.string(), v.string()) }),
    ),
  ),
  messages: v.object({ fr: messagesSchema, en: messagesSchema }),
});

/**
 * A release's `server-render.json` (docs/server-render.md), or null when it is not one this
 * platform knows how to use: another contract version, a path leaving the release, a route without
 * its layout. Such a release is drawn by the scripts, as releases were before server rendering.
 */
export function readServerRenderManifest(value: unknown): ServerRenderManifest | null {
  const parsed = v.safeParse(manifestSchema, value);
  return parsed.success ? parsed.output : null;
}
