import { customType, foreignKey, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Raw bytes: node-postgres reads them as a Buffer, PGlite as a Uint8Array; both take either. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * The bytes of released files when PostgreSQL is the shared file storage (storage/postgres-storage.ts,
 * docs/adr/0011): one row per distinct content, so a chunk unchanged between two versions is
 * stored once. Rows no file points at are deleted with the last file.
 */
export const storageBlobs = pgTable('storage_blobs', {
  /** sha256 of the bytes, hex. */
  sha256: text('sha256').primaryKey(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** The storage's keys (`remotes/<dir>/<version>/<path>`, `staging/…`), each naming one content. */
export const storageFiles = pgTable(
  'storage_files',
  {
    key: text('key').primaryKey(),
    sha256: text('sha256').notNull(),
    /** When the key got its content: the cached copies' modification time, so ETags agree across instances. */
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [foreignKey({ columns: [t.sha256], foreignColumns: [storageBlobs.sha256] }).onDelete('restrict')],
);
