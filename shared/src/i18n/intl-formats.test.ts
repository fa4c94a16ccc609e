import { dateTimeFormat, numberFormat } from './intl-formats';

describe('intl formats', () => {
  it('makes one formatter per language and options, and keeps it', () => {
    const medium = dateTimeFormat('fr', { dateStyle: 'medium' });
    expect(dateTimeFormat('fr', { dateStyle: 'medium' })).toBe(medium);
    expect(dateTimeFormat('fr', { dateStyle: 'medium', timeStyle: undefined })).toBe(medium);
    expect(dateTimeFormat('en', { dateStyle: 'medium' })).not.toBe(medium);
    expect(dateTimeFormat('fr', { dateStyle: 'long' })).not.toBe(medium);
    expect(numberFormat('fr')).toBe(numberFormat('fr'));
  });

  it('formats as Intl does', () => {
    const day = new Date('2026-11-23T12:00:00Z');
    expect(dateTimeFormat('fr', { dateStyle: 'long', timeZone: 'UTC' }).format(day)).toBe('23 novembre 2026');
    expect(dateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(day)).toBe(
      'November 23, 2026',
    );
    expect(numberFormat('fr').format(1.5)).toBe('1,5');
    expect(numberFormat('en').format(1.5)).toBe('1.5');
  });
});
