import {
  bigserial,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** One shared dependency as a remote's `mf-manifest.json` declares it. */
export interface SharedDependency {
  name: string;
  version: string | null;
  requiredVersion: string | null;
  singleton: boolean;
}

/** Every release of every remote, kept forever (rollback targets, audit). Immutable once written. */
export const remoteReleases = pgTable(
  'remote_releases',
  {
    /** Module Federation name, e.g. `mfe_home`. */
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    /** Where the runtime fetches `mf-manifest.json`: a path on this origin or an absolute URL. */
    manifestUrl: text('manifest_url').notNull(),
    /** Subresource-integrity hash of the remote entry (`sha384-…`), or null when unknown. */
    integrity: text('integrity'),
    gitCommit: text('git_commit'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sharedDeps: jsonb('shared_deps').$type<SharedDependency[]>().notNull().default([]),
    contractVersion: text('contract_version'),
    /** Every file of the release: relative path → sha256 (hex). Null for releases recorded before issue 6. */
    files: jsonb('files').$type<Record<string, string>>(),
    /** Shared singleton → semver range the release needs (its `coach-release.json`). */
    requires: jsonb('requires').$type<Record<string, string>>(),
    /** Tree-shaken shared library → the exports the release uses (its `coach-release.json`). */
    treeShaken: jsonb('tree_shaken').$type<Record<string, string[]>>(),
    /** Set when `prune` deleted the release's files: the row stays (history), it can no longer go live. */
    prunedAt: timestamp('pruned_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.remote, t.version] })],
);

/** The live pointer of each remote: which release the shell loads. */
export const remoteLive = pgTable(
  'remote_live',
  {
    remote: text('remote').primaryKey(),
    version: text('version').notNull(),
    previousVersion: text('previous_version'),
    since: timestamp('since', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    by: text('by').notNull(),
    reason: text('reason'),
    locked: boolean('locked').notNull().default(false),
    lockReason: text('lock_reason'),
  },
  (t) => [
    foreignKey({
      name: 'remote_live_release_fk',
      columns: [t.remote, t.version],
      foreignColumns: [remoteReleases.remote, remoteReleases.version],
    }),
  ],
);

export type RegistryAction =
  | 'release'
  | 'promote'
  | 'rollback'
  | 'lock'
  | 'unlock'
  | 'prune'
  | 'front-version'
  | 'redirect-add'
  | 'redirect-remove'
  /** A canary started or its percentage changed (details: percent, thresholds). */
  | 'canary'
  /** A canary ended: promoted, rolled back by an operator, or by the analysis (by `platform`). */
  | 'canary-end'
  | 'preview'
  | 'preview-revoke';

/**
 * What operators did to the registry, who did it, when and why: one row per release, promote,
 * rollback, lock, unlock, prune and front-version bump, written in the same transaction as the
 * change itself. Never updated or deleted.
 */
export const registryEvents = pgTable(
  'registry_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    action: text('action').$type<RegistryAction>().notNull(),
    /** Module Federation name; null for platform-wide actions (front-version). */
    remote: text('remote'),
    /** The version the action is about (released, now live, locked at…). */
    version: text('version'),
    /** The version that was live before a promote or rollback. */
    fromVersion: text('from_version'),
    /** The registry revision after the action (promote, rollback). */
    revision: integer('revision'),
    by: text('by').notNull(),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('registry_events_remote_id_idx').on(t.remote, t.id)],
);

/**
 * The operators' redirect rules (docs/operating.md, "Redirects"), part of the registry: a change
 * bumps the registry revision, so open shells pick it up with their build check. Checked when
 * added (`@coach/shared/redirects/validate`); `from_path` is the source pattern.
 */
export const redirectRules = pgTable('redirect_rules', {
  from: text('from_path').primaryKey(),
  to: text('to_target').notNull(),
  permanent: boolean('permanent').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  createdBy: text('created_by').notNull(),
  reason: text('reason'),
});
