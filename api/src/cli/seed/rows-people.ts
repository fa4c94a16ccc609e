import { sql, type SQL } from 'drizzle-orm';
import { dayAt, draw, orderedId } from './sql-random';

/**
 * A batch's people and their own history, written from the batch's plans (`seed_members`, made by
 * batch.ts) in a handful of INSERT … SELECT statements: accounts, their verification link and
 * mail, their sessions, interior weather, main goal and steps, commitments, appointments and
 * calendar feed (docs/product.md §8.4, §8.6). Ids and tokens derive from the seed (md5), so a
 * rerun writes the same rows.
 */

export interface BatchContext {
  seed: string;
  /** The day the history ends on (the first run's day, kept for the runs that resume it). */
  anchor: string;
  passwordHash: string;
}

/** When the member registered. */
const REGISTERED = (anchor: string) => dayAt(anchor, sql`m.history_days`, 8);

export function peopleStatements({ seed, anchor, passwordHash }: BatchContext): SQL[] {
  const registered = REGISTERED(anchor);
  return [
    sql`INSERT INTO users (id, identity_id, firstname, lastname, email, gender, lang, user_type,
          password_hash, email_verified_at, created_at, updated_at)
        SELECT m.id, md5(${seed} || ':i:' || m.idx)::uuid, m.firstname, m.lastname, m.email, m.gender,
          m.lang, m.user_type, ${passwordHash},
          CASE WHEN m.verified THEN ${registered} + interval '10 minutes' END, ${registered}, ${registered}
        FROM seed_members m`,
    // The link every registration sends, and its mail (body purged once sent, as with SMTP).
    sql`INSERT INTO verification_tokens (id, user_id, token_hash, email, purpose, created_at, expires_at, used_at)
        SELECT ${orderedId(seed, 'link', sql`m.idx`, sql`0`)}, m.id,
          encode(sha256(convert_to(${seed} || ':v:' || m.idx, 'UTF8')), 'hex'), m.email, 'verify',
          ${registered}, ${registered} + interval '48 hours',
          CASE WHEN m.verified THEN ${registered} + interval '10 minutes' END
        FROM seed_members m`,
    sql`INSERT INTO mail_outbox (id, "to", subject, text, links, created_at, sent_at)
        SELECT ${orderedId(seed, 'mail', sql`m.idx`, sql`0`)}, m.email, 'Confirm your address', '', '[]'::jsonb,
          ${registered}, ${registered}
        FROM seed_members m`,
    // 1–4 devices: ended long ago, most of them; some signed out.
    sql`INSERT INTO sessions (id, user_id, token_hash, created_at, last_used_at, expires_at, revoked_at, ip, user_agent)
        SELECT ${orderedId(seed, 'session', sql`m.idx`, sql`n`)}, m.id, encode(sha256(convert_to(k.key, 'UTF8')), 'hex'),
          t.at, t.at + interval '40 minutes', t.at + interval '12 hours',
          CASE WHEN ${draw('k.h', 1)} < 0.3 THEN t.at + interval '1 hour' END, '127.0.0.1'::inet,
          (ARRAY['Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
                 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1',
                 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/141.0'])[1 + n % 3]
        FROM seed_members m, generate_series(1, m.sessions) n,
          LATERAL (SELECT ${seed} || ':sess:' || m.idx || ':' || n AS key, md5(${seed} || ':sess:' || m.idx || ':' || n) AS h) k,
          LATERAL (SELECT ${registered} + floor(${draw('k.h', 0)} * (m.history_days + 1)) * interval '1 day' AS at) t`,
    // Interior weather: every `weather_step` days (1: every day), as the member's engagement gives.
    sql`INSERT INTO weather_entries (id, user_id, day, mood, note, created_at, updated_at)
        SELECT ${orderedId(seed, 'weather', sql`m.idx`, sql`d`)}, m.id, ${anchor}::date - d,
          CASE WHEN ${draw('k.h', 1)} < 0.65 THEN 'top' ELSE 'not_top' END,
          CASE WHEN ${draw('k.h', 2)} < 0.15 THEN 'A word about the day' END,
          ${dayAt(anchor, sql`d`, 19)}, ${dayAt(anchor, sql`d`, 19)}
        FROM seed_members m, generate_series(0, m.history_days - 1, greatest(m.weather_step, 1)) d,
          LATERAL (SELECT md5(${seed} || ':w:' || m.idx || ':' || d) AS h) k
        WHERE m.weather_step > 0`,
    sql`INSERT INTO main_goals (user_id, text, life_area, target_date, created_at, updated_at)
        SELECT m.id, 'Find a better balance between work and life', 'work',
          ${anchor}::date + 180, ${registered} + interval '1 day', ${registered} + interval '1 day'
        FROM seed_members m WHERE m.goal_steps >= 0`,
    sql`INSERT INTO goal_steps (id, user_id, text, position, created_at)
        SELECT ${orderedId(seed, 'step', sql`m.idx`, sql`p`)}, m.id, 'Step ' || (p + 1), p,
          ${registered} + interval '1 day'
        FROM seed_members m, generate_series(0, m.goal_steps - 1) p`,
    commitmentsStatement(seed, anchor),
    sql`INSERT INTO appointments (id, user_id, created_by, title, starts_at, ends_at, location, note, created_at, updated_at)
        SELECT ${orderedId(seed, 'appointment', sql`m.idx`, sql`a`)}, m.id, m.id, 'Appointment ' || (a + 1), t.at, t.at + interval '1 hour',
          CASE WHEN ${draw('k.h', 2)} < 0.5 THEN 'Office' END, NULL, t.at - interval '7 days', t.at - interval '7 days'
        FROM seed_members m, generate_series(0, m.appointments - 1) a,
          LATERAL (SELECT md5(${seed} || ':a:' || m.idx || ':' || a) AS h) k,
          LATERAL (SELECT ${dayAt(
            anchor,
            sql`CASE WHEN ${draw('k.h', 0)} < 0.15 THEN -1 - floor(${draw('k.h', 1)} * 30)
                    ELSE floor(${draw('k.h', 1)} * m.history_days) END`,
            9,
          )}
                  + floor(${draw('k.h', 3)} * 9) * interval '1 hour' AS at) t`,
    sql`INSERT INTO calendar_feeds (user_id, token_hash, created_at)
        SELECT m.id, encode(sha256(convert_to(${seed} || ':feed:' || m.idx, 'UTF8')), 'hex'), ${registered}
        FROM seed_members m WHERE m.calendar_feed`,
  ];
}

/** Commitments spread over the history, a fifth of them weekly, most of the past ones done. */
function commitmentsStatement(seed: string, anchor: string): SQL {
  return sql`INSERT INTO commitments (id, user_id, text, due_date, repeat_weekly, life_area, step_id,
        done_through, created_at, updated_at)
      SELECT ${orderedId(seed, 'commitment', sql`m.idx`, sql`c`)}, m.id, 'Commitment ' || (c + 1), t.due, ${draw('k.h', 1)} < 0.2,
        (ARRAY['health', 'work', 'family', NULL])[1 + floor(${draw('k.h', 2)} * 4)::int],
        CASE WHEN m.goal_steps > 0 AND ${draw('k.h', 3)} < 0.3
          THEN ${orderedId(seed, 'step', sql`m.idx`, sql`c % m.goal_steps`)} END,
        CASE WHEN t.due < ${anchor}::date AND ${draw('k.h', 2)} < 0.7 THEN
          CASE WHEN ${draw('k.h', 1)} < 0.2 THEN ${anchor}::date - 1 ELSE t.due END END,
        ${dayAt(anchor, sql`m.history_days`, 9)}, ${dayAt(anchor, sql`m.history_days`, 9)}
      FROM seed_members m, generate_series(0, m.commitments - 1) c,
        LATERAL (SELECT md5(${seed} || ':c:' || m.idx || ':' || c) AS h) k,
        LATERAL (SELECT (${anchor}::date - floor(${draw('k.h', 0)} * (m.history_days + 1))::int + 14) AS due) t`;
}
