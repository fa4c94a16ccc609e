import ical from 'ical-generator';
import type { AppointmentRow } from './repository';

/** The person's appointments as an iCalendar file (RFC 5545), in UTC. */
export function appointmentsCalendar(
  rows: readonly AppointmentRow[],
  options: { name: string; host: string; now: Date },
): string {
  const calendar = ical({ name: options.name, prodId: { company: 'Coach', product: 'schedule' } });
  for (const row of rows) {
    const isLink = row.location !== null && /^https?:\/\//i.test(row.location);
    calendar.createEvent({
      // Stable across exports, so a calendar that subscribes updates events instead of duplicating them.
      id: `${row.id}@${options.host}`,
      start: row.startsAt,
      end: row.endsAt,
      stamp: options.now,
      summary: row.title,
      description: row.note ?? undefined,
      location: row.location && !isLink ? row.location : undefined,
      url: isLink ? row.location : undefined,
      lastModified: row.updatedAt,
    });
  }
  return calendar.toString();
}
