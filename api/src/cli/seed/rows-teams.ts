import { sql, type SQL } from 'drizzle-orm';
import { SEED_DOMAIN, type TeamSeat } from './plan';
import { dayAt, draw } from './sql-random';

/**
 * A batch's teams (docs/product.md §8.5): each leader's team, the invitation behind every seat
 * (accepted, pending or expired) and a revoked and a declined one, a weather pulse every two
 * weeks answered by most active members, and sessions the leader planned with each of them (one
 * past, one to come).
 */

export interface SeatRow extends TeamSeat {
  leader_idx: number;
  k: number;
}

export function seatsTable(seed: string, anchor: string, seats: readonly SeatRow[]): SQL {
  const rows = seats.map((s) => ({
    leader_idx: s.leader_idx,
    k: s.k,
    member_idx: s.memberIndex,
    status: s.status,
  }));
  return sql`CREATE TEMP TABLE seed_seats ON COMMIT DROP AS
    SELECT s.leader_idx, s.k, s.status, l.id AS leader_id,
      CASE WHEN s.status = 'active' THEN mm.id END AS user_id,
      CASE WHEN s.status = 'invitee' THEN 'invitee-' || s.leader_idx || '-' || s.k || ${`@${SEED_DOMAIN}`}
        ELSE mm.email END AS email,
      mm.firstname, mm.lastname,
      ${dayAt(
        anchor,
        sql`CASE WHEN s.status = 'active' THEN floor(${draw('k.h', 0)} * l.history_days)
          WHEN ${draw('k.h', 1)} < 0.6 THEN floor(${draw('k.h', 0)} * 10)
          ELSE 15 + floor(${draw('k.h', 0)} * 60) END`,
        11,
      )} AS invited_at,
      ${draw('k.h', 2)} AS share_draw
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS s(leader_idx int, k int, member_idx int, status text)
      JOIN seed_members l ON l.idx = s.leader_idx
      JOIN seed_members mm ON mm.idx = s.member_idx,
      LATERAL (SELECT md5(${seed} || ':seat:' || s.leader_idx || ':' || s.k) AS h) k`;
}

const SURVEYS = sql`generate_series(0, least(30, l.history_days / 14) - 1) j`;

export function teamStatements(seed: string, anchor: string): SQL[] {
  const invitationId = sql`md5(${seed} || ':inv:' || st.leader_idx || ':' || st.k)::uuid`;
  const team = (leaderIdx: SQL) => sql`md5(${seed} || ':team:' || ${leaderIdx})::uuid`;
  return [
    sql`INSERT INTO teams (id, leader_id, name, created_at, updated_at)
        SELECT ${team(sql`l.idx`)}, l.id, 'Team ' || l.lastname, ${dayAt(anchor, sql`l.history_days`, 9)},
          ${dayAt(anchor, sql`l.history_days`, 9)}
        FROM seed_members l WHERE l.team_size > 0`,
    sql`INSERT INTO invitations (id, email, token_hash, expires_at, used_at, used_by, invited_by, firstname,
          lastname, sent_at, created_at)
        SELECT ${invitationId}, st.email,
          encode(sha256(convert_to(${seed} || ':inv:' || st.leader_idx || ':' || st.k, 'UTF8')), 'hex'),
          st.invited_at + interval '14 days',
          CASE WHEN st.status = 'active' THEN st.invited_at + interval '1 day' END, st.user_id, st.leader_id,
          st.firstname, st.lastname, st.invited_at, st.invited_at
        FROM seed_seats st`,
    // Invitations that left no seat: one revoked by the leader, one declined by the person.
    sql`INSERT INTO invitations (id, email, token_hash, expires_at, invited_by, firstname, lastname, sent_at,
          created_at, revoked_at, declined_at)
        SELECT md5(${seed} || ':inv-x:' || l.idx || ':' || j)::uuid,
          'former-' || l.idx || '-' || j || ${`@${SEED_DOMAIN}`},
          encode(sha256(convert_to(${seed} || ':inv-x:' || l.idx || ':' || j, 'UTF8')), 'hex'),
          t.at + interval '14 days', l.id, 'Former', 'Invitee', t.at, t.at,
          CASE WHEN j = 1 THEN t.at + interval '2 days' END, CASE WHEN j = 2 THEN t.at + interval '2 days' END
        FROM seed_members l, generate_series(1, 2) j,
          LATERAL (SELECT ${dayAt(anchor, sql`l.history_days / (j + 1)`, 10)} AS at) t
        WHERE l.team_size > 0`,
    sql`INSERT INTO team_members (id, team_id, user_id, email, firstname, lastname, status, invitation_id,
          share_progress, joined_at, created_at, updated_at)
        SELECT md5(${seed} || ':tm:' || st.leader_idx || ':' || st.k)::uuid, ${team(sql`st.leader_idx`)},
          st.user_id, st.email, st.firstname, st.lastname,
          CASE WHEN st.status = 'active' THEN 'active' ELSE 'invited' END, ${invitationId},
          st.status = 'active' AND st.share_draw < 0.4,
          CASE WHEN st.status = 'active' THEN st.invited_at + interval '1 day' END, st.invited_at, st.invited_at
        FROM seed_seats st`,
    sql`INSERT INTO surveys (id, team_id, kind, due_on, whole_team, created_at)
        SELECT md5(${seed} || ':sv:' || l.idx || ':' || j)::uuid, ${team(sql`l.idx`)}, 'weather',
          ${anchor}::date - 14 * j + 7, true, ${dayAt(anchor, sql`14 * j`, 10)}
        FROM seed_members l, ${SURVEYS} WHERE l.team_size > 0`,
    sql`INSERT INTO survey_recipients (survey_id, user_id, answer, answered_at)
        SELECT md5(${seed} || ':sv:' || st.leader_idx || ':' || j)::uuid, st.user_id,
          CASE WHEN ${draw('k.h', 0)} < 0.7 THEN CASE WHEN ${draw('k.h', 1)} < 0.65 THEN 'top' ELSE 'not_top' END END,
          CASE WHEN ${draw('k.h', 0)} < 0.7 THEN ${dayAt(anchor, sql`14 * j`, 12)} END
        FROM seed_seats st JOIN seed_members l ON l.idx = st.leader_idx, ${SURVEYS},
          LATERAL (SELECT md5(${seed} || ':sr:' || st.leader_idx || ':' || st.k || ':' || j) AS h) k
        WHERE st.status = 'active'`,
    sql`INSERT INTO appointments (id, user_id, created_by, title, starts_at, ends_at, location, created_at, updated_at)
        SELECT md5(${seed} || ':ls:' || st.leader_idx || ':' || st.k || ':' || n)::uuid, st.user_id, st.leader_id,
          'Coaching session', t.at, t.at + interval '1 hour', 'Visio', t.at - interval '7 days', t.at - interval '7 days'
        FROM seed_seats st, generate_series(0, 1) n,
          LATERAL (SELECT ${dayAt(anchor, sql`CASE WHEN n = 0 THEN 7 + st.k % 20 ELSE -1 - st.k % 14 END`, 14)} AS at) t
        WHERE st.status = 'active'`,
  ];
}
