import { signedInFrameKey } from './signed-in-frames.ts';

describe('signedInFrameKey: the frame a signed-in page is drawn in, its sidebar entry marked as NavLink would', () => {
  it.each([
    ['default', '/', 'default:/'],
    ['default', '/profile', 'default:/profile'],
    ['default', '/trainings', 'default:/trainings'],
    ['next-page', '/trainings/boussole', 'next-page:/trainings'],
    ['default', '/trainingsx', 'default:none'],
    ['default', '/my_team/edit-3', 'default:/my_team'],
    ['sidebar', '/my_commitments', 'sidebar:/my_commitments'],
    ['default', '/invitations', 'default:none'],
    ['default', '/my_life_gps', 'default:none'],
  ] as const)('%s %s → %s', (layout, pathname, key) => {
    expect(signedInFrameKey(layout, pathname)).toBe(key);
  });
});
