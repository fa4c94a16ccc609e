import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import { localDay, overlapsDay, shiftDay, weekOf } from './local-days.ts';

const HOUR = 3_600_000;
const labels = (lang: typeof en | typeof fr, day: string) =>
  weekOf(day).map((d) => lang.mySchedule.weekdays[d.key]);

describe('the week strip (Sunday to Saturday), in the browser’s time zone (Europe/Paris here)', () => {
  it.each([
    ['2026-11-23', '2026-11-22', '2026-11-28'], // a Monday
    ['2026-11-22', '2026-11-22', '2026-11-28'], // a Sunday starts its own week
    ['2026-11-28', '2026-11-22', '2026-11-28'], // a Saturday ends it
    ['2027-01-01', '2026-12-27', '2027-01-02'], // across the new year
  ])('the week of %s runs from %s to %s', (day, first, last) => {
    const week = weekOf(day);
    expect(week.map((d) => d.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(week[0]?.day).toBe(first);
    expect(week[6]?.day).toBe(last);
  });

  it('reads Sun–Sat in English and Dim–Sam in French', () => {
    expect(labels(en, '2026-11-25')).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(labels(fr, '2026-11-25')).toEqual(['Dim', 'Lun', 'Mar', 'Mer', 'Jeu', 'Ven', 'Sam']);
  });

  it.each([
    // Summer time starts on Sunday 29 March 2026 (a 23-hour day), ends on Sunday 25 October (25 hours).
    ['2026-03-31', '2026-03-29', 23],
    ['2026-10-28', '2026-10-25', 25],
  ])(
    'across a daylight-saving change (%s): seven distinct days, the Sunday lasting %s h',
    (day, sunday, hours) => {
      const week = weekOf(day);
      expect(week[0]?.day).toBe(sunday);
      expect(new Set(week.map((d) => d.day)).size).toBe(7);
      expect(week.map((d) => d.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expect(labels(en, day)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
      expect(labels(fr, day)).toEqual(['Dim', 'Lun', 'Mar', 'Mer', 'Jeu', 'Ven', 'Sam']);
      const first = week[0];
      expect(first && (first.end.getTime() - first.start.getTime()) / HOUR).toBe(hours);
      // Each day starts at local midnight.
      expect(week.every((d) => d.start.getHours() === 0)).toBe(true);
    },
  );

  it('the local day follows the time zone, not UTC', () => {
    // 23:30 UTC on 28 November is already 29 November in Paris.
    expect(localDay(new Date('2026-11-28T23:30:00Z'))).toBe('2026-11-29');
    expect(shiftDay('2026-10-24', 1)).toBe('2026-10-25');
    expect(shiftDay('2026-10-25', 1)).toBe('2026-10-26');
  });

  it('an appointment belongs to each local day it touches', () => {
    const [, monday, tuesday] = weekOf('2026-11-23');
    if (!monday || !tuesday) throw new Error('week');
    // 23:30–00:30 Paris time spans two days.
    expect(overlapsDay('2026-11-23T22:30:00Z', '2026-11-23T23:30:00Z', monday)).toBe(true);
    expect(overlapsDay('2026-11-23T22:30:00Z', '2026-11-23T23:30:00Z', tuesday)).toBe(true);
    expect(overlapsDay('2026-11-23T08:00:00Z', '2026-11-23T09:00:00Z', tuesday)).toBe(false);
  });
});
