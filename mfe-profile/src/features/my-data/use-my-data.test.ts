import { fileNameOf } from './use-my-data.ts';

describe('fileNameOf', () => {
  it('takes the api’s file name, else a dated one', () => {
    expect(fileNameOf('attachment; filename="coach-my-data-2026-11-23.json"')).toBe(
      'coach-my-data-2026-11-23.json',
    );
    expect(fileNameOf(null, new Date('2026-01-02T10:00:00Z'))).toBe('coach-my-data-2026-01-02.json');
  });
});
