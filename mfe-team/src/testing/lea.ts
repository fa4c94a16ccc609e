// Léa, an active member with an account, as the team pages' tests read her; never imported by
// application code.
import type { TeamMember } from '@coach/shared/team';

export const LEA: TeamMember = {
  id: '0b7f6c1e-2f1a-4c55-9a7e-3d2b1c0a9f88',
  firstname: 'Léa',
  lastname: 'Martin',
  email: 'lea@example.com',
  status: 'active',
  has_account: true,
  joined_at: '2026-11-01T10:00:00.000Z',
  invitation: null,
  progress: null,
};
