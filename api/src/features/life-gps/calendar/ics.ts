import ical from 'ical-generator';
import type { Appointment } from '@coach/shared/life-gps';

/** The person's appointments as an iCalendar file (RFC 5545), in UTC. */
export function appointmentsCalendar(
  items: readonly Appointment[],
  options: {
    name: string;
    host: string;
    now: Date;
    sessionLine: (session: NonNullable<Appointment['session']>) => string;
  },
): string {
  const calendar = ical({ name: options.name, prodId: { company: 'Coach', product: 'schedule' } });
  for (const item of items) {
    const isLink = item.location !== null && /^https?:\/\//i.test(item.location);
    // A phone calendar shows no "planned by" badge: the session says it in its description.
    const description = [item.session && options.sessionLine(item.session), item.note]
      .filter((line): line is string => Boolean(line))
      .join('\n\n');
    calendar.createEvent({
      // Stable across exports, so a calendar that subscribes updates events instead of duplicating them.
      id: `${item.id}@${options.host}`,
      start: new Date(item.starts_at),
      end: new Date(item.ends_at),
      stamp: options.now,
      summary: item.title,
      description: description || undefined,
      location: item.location && !isLink ? item.location : undefined,
      url: isLink ? item.location : undefined,
      lastModified: new Date(item.updated_at),
    });
  }
  return calendar.toString();
}
