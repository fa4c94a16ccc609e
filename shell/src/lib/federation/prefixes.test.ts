import { SPEC_ROUTES } from '@coach/shared/spec-routes';
import { ownerOf } from './prefixes.ts';

describe('prefix table', () => {
  it.each(SPEC_ROUTES)('$example belongs to $owner', (spec) => {
    expect(ownerOf(spec.example) ?? 'shell').toBe(spec.owner);
  });

  it('matches whole segments only', () => {
    expect(ownerOf('/homework')).toBeNull();
    expect(ownerOf('/profile/')).toBe('mfe_profile');
    expect(ownerOf('/nope')).toBeNull();
  });
});
