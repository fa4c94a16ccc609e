import { index, integer, pgTable, primaryKey, real, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the platform counted per remote, version, browser engine and minute (progressive delivery, docs/adr/0016):
 * the page loads it served for the remote's routes, the client errors reported for that version,
 * and its server renders' outcomes. One row per minute, added to by every instance (an upsert of
 * each instance's few seconds of counts), so the analysis of a canary reads the same figures on
 * every instance. Old minutes are deleted after a day.
 */
export const deliveryCounts = pgTable(
  'delivery_counts',
  {
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    /** The browser engine family of the page or the report (delivery/engine-family.ts). */
    engine: text('engine').notNull(),
    /** The minute's start. */
    minute: timestamp('minute', { withTimezone: true, mode: 'date' }).notNull(),
    loads: integer('loads').notNull().default(0),
    errors: integer('errors').notNull().default(0),
    rendersDrawn: integer('renders_drawn').notNull().default(0),
    rendersFallback: integer('renders_fallback').notNull().default(0),
    rendersTimeout: integer('renders_timeout').notNull().default(0),
    rendersRefused: integer('renders_refused').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.remote, t.version, t.engine, t.minute] }),
    index('delivery_counts_minute_idx').on(t.minute),
  ],
);

/**
 * Who reported a client error for a version in a minute (a hash of the member, visitor or
 * address): one browser cannot roll a canary back alone (the analysis wants 3 distinct reporters).
 */
export const deliveryReporters = pgTable(
  'delivery_reporters',
  {
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    minute: timestamp('minute', { withTimezone: true, mode: 'date' }).notNull(),
    reporter: text('reporter').notNull(),
  },
  (t) => [primaryKey({ columns: [t.remote, t.version, t.minute, t.reporter] })],
);

/**
 * A remote's running canary: `version` live for `percent` % of subjects beside the stable version
 * (`remote_live`). At most one per remote (the key); the row is deleted when the canary is
 * promoted, rolled back or rolled back by the analysis (a conditional delete: one instance wins).
 */
export const remoteCanaries = pgTable('remote_canaries', {
  remote: text('remote').primaryKey(),
  /** The rollout's id: part of the assignment's hash, so two canaries draw two different shares. */
  rolloutId: text('rollout_id').notNull(),
  version: text('version').notNull(),
  /** The stable version when the canary started (the rollback target). */
  stableVersion: text('stable_version').notNull(),
  percent: integer('percent').notNull(),
  /** Percentage points over the stable's rate the canary may reach (the analysis's threshold). */
  maxErrorRate: real('max_error_rate').notNull(),
  minErrors: integer('min_errors').notNull(),
  windowSeconds: integer('window_seconds').notNull(),
  since: timestamp('since', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  by: text('by').notNull(),
});

/**
 * Previews (docs/adr/0016): an operator's grant of one released version of one remote, for the
 * browsers that open its link before `expires_at`. `link_hash` is the sha256 of the link's token
 * (single use: cleared when opened); the browser then holds a signed cookie naming the grant.
 */
export const previewGrants = pgTable('preview_grants', {
  id: text('id').primaryKey(),
  remote: text('remote').notNull(),
  version: text('version').notNull(),
  linkHash: text('link_hash'),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  createdBy: text('created_by').notNull(),
});
