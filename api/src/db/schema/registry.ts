import { boolean, foreignKey, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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
