import * as v from 'valibot';
import type { TranslateFn } from '../i18n/resources';
import type { UserType } from './constants';
import { emailField, nameField, objectMessage } from './fields';
import { afterParam, pageMeta, pageNumberParam, type CursorKey } from './page-cursor';

/**
 * Teams, members and invitations (docs/product.md §8.5): request bodies (factories taking `t`,
 * the `validation` namespace) and response bodies, shared by mfe-team and the api.
 */

/** The user types that lead a team (docs/product.md §7.2). */
export const LEADER_TYPES = ['coach', 'manager', 'hr'] as const satisfies readonly UserType[];
export function isLeaderType(userType: string | null | undefined): boolean {
  return (LEADER_TYPES as readonly string[]).includes(userType ?? '');
}

export const TEAM_NAME_MAX_LENGTH = 80;
/** A page of members holds 50 by default; no page holds more than 100. */
export const TEAM_PAGE_SIZE = 50;
export const TEAM_PAGE_SIZE_MAX = 100;
export const TEAM_SEARCH_MAX_LENGTH = 100;

/** `PATCH /api/dashboard/team` `{ name }`. */
export function createTeamNamePayloadSchema(t: TranslateFn) {
  return v.strictObject(
    {
      name: nameField(t, 'teamName', TEAM_NAME_MAX_LENGTH),
    },
    objectMessage(t),
  );
}
export type TeamNamePayload = v.InferInput<ReturnType<typeof createTeamNamePayloadSchema>>;

/** A member's name in the team, as the leader writes it when adding or editing them. */
const memberNameEntries = (t: TranslateFn) => ({
  firstname: nameField(t, 'memberFirstName'),
  lastname: nameField(t, 'memberLastName'),
});

/** `POST /api/dashboard/team/members` `{ firstname, lastname, email }`. */
export function createAddMemberPayloadSchema(t: TranslateFn) {
  return v.strictObject({ ...memberNameEntries(t), email: emailField(t) }, objectMessage(t));
}
export type AddMemberPayload = v.InferInput<ReturnType<typeof createAddMemberPayloadSchema>>;

/** `PATCH /api/dashboard/team/members/{id}` `{ firstname, lastname }`: the name in the team. */
export function createEditMemberPayloadSchema(t: TranslateFn) {
  return v.strictObject(memberNameEntries(t), objectMessage(t));
}
export type EditMemberPayload = v.InferInput<ReturnType<typeof createEditMemberPayloadSchema>>;

/** `PATCH /api/dashboard/memberships/{id}` `{ share_progress }`. */
export function createSharingPayloadSchema(t: TranslateFn) {
  return v.strictObject({ share_progress: v.boolean(() => t('shareProgress.invalid')) }, objectMessage(t));
}
export type SharingPayload = v.InferInput<ReturnType<typeof createSharingPayloadSchema>>;

const pageNumber = (max: number, message: string) => v.optional(pageNumberParam(max, message));

/**
 * The query of a team list keyed by `key` (its sort key's kinds, the id last): `page`, `per_page`,
 * and `after`, the position a page starts after (the previous answer's `next`,
 * shared/src/schemas/page-cursor.ts).
 */
const listQuery = (key: readonly CursorKey[]) =>
  v.object({
    page: pageNumber(999_999, 'page is a number from 1.'),
    per_page: pageNumber(TEAM_PAGE_SIZE_MAX, 'per_page is 1 to 100.'),
    after: afterParam(key, () => 'after is not a position in this list.'),
  });

/** `GET /api/dashboard/team/members?q=&page=&per_page=&after=`, by name. */
export const teamMembersQuerySchema = v.object({
  q: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(TEAM_SEARCH_MAX_LENGTH, 'q is at most 100 characters.')),
  ),
  ...listQuery(['text', 'text', 'uuid']).entries,
});
export type TeamMembersQuery = v.InferInput<typeof teamMembersQuerySchema>;
/** The lists newest first: the sent invitations, the team's surveys. */
export const newestFirstQuerySchema = listQuery(['instant', 'uuid']);
/** The surveys a member has to answer, soonest due first. */
export const receivedSurveysQuerySchema = listQuery(['day', 'uuid']);

export const MEMBER_STATUSES = ['invited', 'active'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'expired', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/**
 * A member's training progress as the leader may see it: `null` unless the member shares it with
 * this leader (docs/product.md §7.3). `trainings` is filled in by the trainings area; empty until then.
 */
export const sharedProgressSchema = v.nullable(
  v.object({
    trainings: v.array(v.object({ slug: v.string(), title: v.string(), percent: v.number() })),
  }),
);
export type SharedProgress = v.InferOutput<typeof sharedProgressSchema>;

export const memberInvitationSchema = v.nullable(
  v.object({
    id: v.string(),
    status: v.picklist(INVITATION_STATUSES),
    sent_at: v.nullable(v.string()),
    expires_at: v.string(),
  }),
);

export const teamMemberSchema = v.object({
  id: v.string(),
  firstname: v.string(),
  lastname: v.string(),
  email: v.string(),
  status: v.picklist(MEMBER_STATUSES),
  /** True once the member joined; an invited address never says whether it has an account. */
  has_account: v.boolean(),
  joined_at: v.nullable(v.string()),
  invitation: memberInvitationSchema,
  progress: sharedProgressSchema,
});
export type TeamMember = v.InferOutput<typeof teamMemberSchema>;

export const teamResponseSchema = v.object({
  team: v.object({
    id: v.string(),
    name: v.string(),
    members_count: v.number(),
    active_count: v.number(),
    invited_count: v.number(),
    sharing_count: v.number(),
  }),
});
export type TeamResponse = v.InferOutput<typeof teamResponseSchema>;

/** Every paginated list: the items, where we are, and how many there are in all. */
const pageOf = <S extends v.GenericSchema>(item: S) => v.object({ items: v.array(item), ...pageMeta });

export const teamMembersPageSchema = pageOf(teamMemberSchema);
export type TeamMembersPage = v.InferOutput<typeof teamMembersPageSchema>;

export const addMemberResponseSchema = v.object({
  member: teamMemberSchema,
  /** `email`: a new address got the invitation e-mail; `in_app`: an existing account got it in /invitations. */
  /**
   * Always `email`: an e-mail goes whether or not the address has an account (which also finds the
   * invitation in /invitations), so the answer reveals no account. `in_app` is no longer sent.
   */
  delivery: v.picklist(['email', 'in_app']),
});
export type AddMemberResponse = v.InferOutput<typeof addMemberResponseSchema>;

const personSchema = v.object({ firstname: v.string(), lastname: v.string() });

/** A team the signed-in person belongs to (their side: the leader, their own sharing switch). */
export const membershipSchema = v.object({
  id: v.string(),
  team: v.object({ id: v.string(), name: v.string() }),
  leader: personSchema,
  share_progress: v.boolean(),
  joined_at: v.nullable(v.string()),
});
export type Membership = v.InferOutput<typeof membershipSchema>;
export const membershipsResponseSchema = v.object({ items: v.array(membershipSchema) });

export const receivedInvitationSchema = v.object({
  id: v.string(),
  team: v.object({ id: v.string(), name: v.string() }),
  leader: personSchema,
  sent_at: v.nullable(v.string()),
  expires_at: v.string(),
});
export type ReceivedInvitation = v.InferOutput<typeof receivedInvitationSchema>;
export const receivedInvitationsResponseSchema = v.object({ items: v.array(receivedInvitationSchema) });

export const sentInvitationSchema = v.object({
  id: v.string(),
  firstname: v.string(),
  lastname: v.string(),
  email: v.string(),
  status: v.picklist(INVITATION_STATUSES),
  sent_at: v.nullable(v.string()),
  expires_at: v.string(),
  /** The member row while the person is in the team (a link to /my_team/edit-{id}). */
  member_id: v.nullable(v.string()),
});
export type SentInvitation = v.InferOutput<typeof sentInvitationSchema>;
export const sentInvitationsPageSchema = pageOf(sentInvitationSchema);
export type SentInvitationsPage = v.InferOutput<typeof sentInvitationsPageSchema>;
