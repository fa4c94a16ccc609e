import { formatDay, formatInstantDate, formatTime } from './format.ts';

describe('format', () => {
  it('formats as Intl does, in the language asked for', () => {
    expect(formatDay('2026-03-05', 'fr')).toBe('5 mars 2026');
    expect(formatDay('2026-03-05', 'en', 'medium')).toBe('Mar 5, 2026');
    expect(formatInstantDate('2026-03-05T12:00:00Z', 'en')).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date('2026-03-05T12:00:00Z')),
    );
    expect(formatTime('2026-03-05T12:00:00Z', 'fr')).toBe(
      new Intl.DateTimeFormat('fr', { timeStyle: 'short' }).format(new Date('2026-03-05T12:00:00Z')),
    );
  });

  it('makes one formatter per language and style, however many days it formats', () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      for (let day = 10; day < 24; day += 1) formatDay(`2026-04-${day}`, 'de', 'medium');
      formatDay('2026-04-10', 'de');
      expect(made).toHaveBeenCalledTimes(2);
      // Another language's days are its own.
      expect(formatDay('2026-04-10', 'es', 'medium')).not.toBe(formatDay('2026-04-10', 'de', 'medium'));
    } finally {
      made.mockRestore();
    }
  });
});
