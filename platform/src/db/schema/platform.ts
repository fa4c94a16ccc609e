import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Operator-changeable platform configuration, one row per key.
 * Known keys: `front_version` (SPEC §7 front-version call), `registry_revision` (an integer).
 */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
