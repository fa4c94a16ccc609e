import { invitationStatus, isOpen } from './invitation-status';

const now = new Date('2026-11-23T10:00:00Z');
const later = new Date('2026-11-24T10:00:00Z');
const earlier = new Date('2026-11-22T10:00:00Z');
const open = { usedAt: null, declinedAt: null, revokedAt: null, expiresAt: later };

describe('invitationStatus', () => {
  it.each([
    ['unanswered and valid', open, 'pending'],
    ['expiring exactly now', { ...open, expiresAt: now }, 'expired'],
    ['past its expiry', { ...open, expiresAt: earlier }, 'expired'],
    ['used, even once expired', { ...open, usedAt: earlier, expiresAt: earlier }, 'accepted'],
    ['revoked', { ...open, revokedAt: earlier }, 'revoked'],
    ['revoked after it expired', { ...open, revokedAt: earlier, expiresAt: earlier }, 'revoked'],
    ['declined', { ...open, declinedAt: earlier }, 'declined'],
  ] as const)('%s → %s', (_label, invitation, status) => {
    expect(invitationStatus(invitation, now)).toBe(status);
  });

  it.each([
    ['pending', true],
    ['expired', true],
    ['accepted', false],
    ['revoked', false],
    ['declined', false],
  ] as const)('%s may be resent or revoked: %s', (status, expected) => {
    expect(isOpen(status)).toBe(expected);
  });
});
