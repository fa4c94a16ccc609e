import type { InvitationStatus } from '@coach/shared/team';

/** The fields an invitation's status depends on. */
export interface InvitationState {
  usedAt: Date | null;
  declinedAt: Date | null;
  revokedAt: Date | null;
  expiresAt: Date;
}

/** What the leader sees in /invitations (docs/product.md §8.5); a used invitation stays accepted. */
export function invitationStatus(invitation: InvitationState, now: Date): InvitationStatus {
  if (invitation.usedAt) return 'accepted';
  if (invitation.revokedAt) return 'revoked';
  if (invitation.declinedAt) return 'declined';
  if (invitation.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'pending';
}

/** A leader may resend or revoke an invitation nobody has answered yet, expired ones included. */
export function isOpen(status: InvitationStatus): boolean {
  return status === 'pending' || status === 'expired';
}
