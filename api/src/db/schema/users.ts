import { sql } from 'drizzle-orm';
import { check, date, index, inet, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Registered people. `email` is stored trimmed and lower-cased (the login identifier). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The identity id reported as `ory.identity.id` by whoami (distinct from the user id). */
    identityId: uuid('identity_id').notNull().defaultRandom(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email').notNull(),
    birthDate: date('birth_date', { mode: 'string' }),
    gender: text('gender').notNull(),
    mobile: text('mobile'),
    lang: text('lang').notNull(),
    userType: text('user_type').notNull(),
    /** Level of study (docs/product.md §8.6, `STUDY_LEVELS`); null until the person says. */
    studyLevel: text('study_level'),
    /** argon2id PHC string; never logged, never returned. */
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_identity_id_key').on(t.identityId),
    // The api validates these; the database refuses anything else as a last line of defence.
    check('users_user_type_check', sql`${t.userType} IN ('coachee', 'coach', 'manager', 'hr')`),
    check('users_gender_check', sql`${t.gender} IN ('female', 'male', 'other')`),
    check('users_lang_check', sql`${t.lang} IN ('fr', 'en')`),
    check(
      'users_study_level_check',
      sql`${t.studyLevel} IN ('no_diploma', 'secondary', 'two_year', 'bachelor', 'master', 'doctorate', 'other')`,
    ),
  ],
);

/** Session tokens: only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    /** Reported as `ory.id` by whoami. */
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Absolute expiry; the idle expiry is `last_used_at` + the idle timeout. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    ip: inet('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_id_idx').on(t.userId)],
);

/**
 * Invitations allow registration through `?invited_id=<token>`; only the token's SHA-256 is
 * stored. A leader's invitation (`invited_by`) also joins their team (docs/product.md §8.5).
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** When set, only this address may use the invitation. */
    email: text('email'),
    /** SHA-256 of the link token (256 random bits); null only for rows made before tokens. */
    tokenHash: text('token_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    usedBy: uuid('used_by').references(() => users.id, { onDelete: 'cascade' }),
    /** The leader who invited (null for operator invitations). */
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'cascade' }),
    firstname: text('firstname'),
    lastname: text('lastname'),
    /** When the invitation e-mail or notice was last sent (resends are throttled on it). */
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    declinedAt: timestamp('declined_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_key').on(t.tokenHash),
    index('invitations_invited_by_idx').on(t.invitedBy, t.createdAt, t.id),
    index('invitations_email_idx').on(t.email),
    // The account export reads the invitation a person registered with (docs/adr/0017).
    index('invitations_used_by_idx').on(t.usedBy),
  ],
);

/** E-mail verification links: only the SHA-256 of the token is stored. */
export const verificationTokens = pgTable(
  'verification_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** The address being verified (a later e-mail change invalidates the link). */
    email: text('email').notNull(),
    /**
     * `verify`: confirms the account's current address; `email_change`: confirming it makes
     * `email` the account's address (docs/product.md §8.6).
     */
    purpose: text('purpose').$type<'verify' | 'email_change'>().notNull().default('verify'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('verification_tokens_purpose_check', sql`${t.purpose} IN ('verify', 'email_change')`),
    uniqueIndex('verification_tokens_token_hash_key').on(t.tokenHash),
    // Whole, not only the unused links: the export and erasure read every link of a person (docs/adr/0017).
    index('verification_tokens_user_id_idx').on(t.userId),
  ],
);
