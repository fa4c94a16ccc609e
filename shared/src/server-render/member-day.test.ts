import { dayInTimeZone, localDay } from './member-day.ts';

describe('dayInTimeZone', () => {
  // 2026-11-27 23:30 UTC: already the 28th east of Greenwich past +00:30, still the 27th west of it.
  const lateEvening = new Date('2026-11-27T23:30:00Z');

  it.each([
    ['UTC', '2026-11-27'],
    ['Europe/Paris', '2026-11-28'],
    ['America/Montreal', '2026-11-27'],
    ['Pacific/Kiritimati', '2026-11-28'],
    ['Pacific/Pago_Pago', '2026-11-27'],
    ['Asia/Kolkata', '2026-11-28'],
    ['Etc/GMT+3', '2026-11-27'],
    ['America/Argentina/Buenos_Aires', '2026-11-27'],
  ])('%s: %s', (timeZone, day) => {
    expect(dayInTimeZone(timeZone, lateEvening)).toBe(day);
  });

  it.each([null, undefined, '', 'Mars/Olympus_Mons', 'Europe/Paris; x=1', '../etc', 'a'.repeat(65), ' UTC'])(
    'knows no day for %j',
    (timeZone) => {
      expect(dayInTimeZone(timeZone, lateEvening)).toBeNull();
    },
  );

  it('counts a daylight-saving day as one day', () => {
    expect(dayInTimeZone('Europe/Paris', new Date('2026-03-29T21:59:00Z'))).toBe('2026-03-29');
    expect(dayInTimeZone('Europe/Paris', new Date('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
  });
});

describe('localDay', () => {
  it('is the day of the browser’s clock, as YYYY-MM-DD', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
