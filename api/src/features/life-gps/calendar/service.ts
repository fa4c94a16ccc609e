import { createHash, randomBytes } from 'node:crypto';
import { occurrencesBetween, type CalendarFeed, type ScheduleResponse } from '@coach/shared/life-gps';
import { toCommitment } from '../commitments/service';
import { commitmentsAround } from '../commitments/repository';
import { iso, type LifeGpsDeps } from '../deps';
import { LifeGpsError } from '../errors';
import { allAppointments, appointmentsBetween } from '../schedule/repository';
import { toAppointment } from '../schedule/service';
import * as repo from './repository';

/** The appointments of a period and the commitments falling on its days. */
export async function readSchedule(
  deps: LifeGpsDeps,
  userId: string,
  query: { first_day: string; last_day: string; from: string; to: string },
): Promise<ScheduleResponse> {
  const [appointmentRows, commitmentRows] = await Promise.all([
    appointmentsBetween(deps.db, userId, query.from, query.to),
    commitmentsAround(deps.db, userId, query.first_day, query.last_day),
  ]);
  return {
    appointments: appointmentRows.map((view) => toAppointment(view, userId)),
    commitments: commitmentRows
      .map((row) => {
        const commitment = toCommitment(row);
        return {
          ...commitment,
          occurrences: occurrencesBetween(commitment, query.first_day, query.last_day),
        };
      })
      .filter((c) => c.occurrences.length > 0),
  };
}

// The private calendar feed.

/** 256 random bits, base64url: the feed's secret; only its SHA-256 is stored. */
const hashFeedToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export async function feedStatus(deps: LifeGpsDeps, userId: string): Promise<CalendarFeed> {
  const feed = await repo.findFeed(deps.db, userId);
  return { active: feed !== undefined, created_at: feed ? iso(feed.createdAt) : null };
}

/** A new feed URL; any earlier one stops working. */
export async function regenerateFeed(
  deps: LifeGpsDeps,
  userId: string,
  publicUrl: string,
): Promise<CalendarFeed> {
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  await repo.replaceFeed(deps.db, userId, hashFeedToken(token), now);
  return {
    active: true,
    created_at: iso(now),
    url: `${publicUrl.replace(/\/$/, '')}/api/calendar/${token}.ics`,
  };
}

export async function revokeFeed(deps: LifeGpsDeps, userId: string): Promise<void> {
  await repo.deleteFeed(deps.db, userId);
}

/** The owner of a feed token, or a 404 for an unknown or revoked one. */
export async function feedOwner(deps: LifeGpsDeps, token: string): Promise<string> {
  const owner = FEED_TOKEN_PATTERN.test(token)
    ? await repo.findFeedOwner(deps.db, hashFeedToken(token))
    : undefined;
  if (!owner) throw new LifeGpsError('feed_not_found');
  return owner;
}

export async function exportAppointments(deps: LifeGpsDeps, userId: string) {
  return (await allAppointments(deps.db, userId)).map((view) => toAppointment(view, userId));
}
