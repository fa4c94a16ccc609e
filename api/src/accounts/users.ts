import type { users } from '../db/schema';

/** An account as stored; auth, verification and the session store all read it. */
export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
