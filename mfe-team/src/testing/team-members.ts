// Two members of the team pages and the render input of each page, for the server render's test
// (src/server-render.test.ts); never imported by application code. Nadia leads a team and
// belongs to another; Oliver leads none: the api refuses him the leaders' reads (403), as the
// platform would run them for him.
import { okRead } from '@coach/shared/server-render/testing';
import { routeInput } from '../../../shared/src/testing/render-input.ts';
import type { Language } from '@coach/shared/i18n/languages';
import type { Messages, ReadFailure, ReadResult, RenderInput } from '@coach/shared/server-render';
import type { BodyOf } from '@coach/shared/server-render/route-data';
import { invitationsRouteData, myTeamRouteData, surveysRouteData } from '../lib/team-route-data.ts';
import { whoamiOf } from './users.ts';

export const ROUTES = {
  myTeam: 'mfe_team:my_team',
  invitations: 'mfe_team:invitations',
  surveys: 'mfe_team:my_team-surveys',
} as const;
export type Page = keyof typeof ROUTES;
export const PAGES = Object.keys(ROUTES) as Page[];

/** Each page's route data (src/lib/team-route-data.ts): what it reads, by key. */
const ROUTE_DATA = { myTeam: myTeamRouteData, invitations: invitationsRouteData, surveys: surveysRouteData };
type AllReads = (typeof myTeamRouteData)['reads'] &
  (typeof invitationsRouteData)['reads'] &
  (typeof surveysRouteData)['reads'];
/** The body of each read, by key. */
export type Bodies = { [K in keyof AllReads]: BodyOf<AllReads[K]> };
type Key = keyof Bodies;

const readsOf = (page: Page) => Object.keys(ROUTE_DATA[page].reads) as Key[];

export interface Member {
  /** A read's result as the platform gives it: the api's answer to this member. */
  results: { [K in Key]: ReadResult<Bodies[K]> };
  /** What only this member's page shows, by page and language (names, teams, dates). */
  own: Record<Page, Record<Language, string[]>>;
}

const ok = okRead;

/** What the api answers a member who leads no team on a leaders' read. */
export const NOT_A_LEADER: ReadFailure = {
  ok: false,
  status: 403,
  errors: {
    base: ['Cette fonction est réservée aux responsables d’équipe (coach, manager ou ressources humaines).'],
  },
};

const page = <T>(items: T[], perPage: number) => ({ items, page: 1, per_page: perPage, total: items.length });

const member = (id: string, firstname: string, lastname: string, email: string, active: boolean) => ({
  id,
  firstname,
  lastname,
  email,
  status: active ? ('active' as const) : ('invited' as const),
  has_account: active,
  joined_at: active ? '2026-10-05T12:00:00.000Z' : null,
  invitation: null,
  progress: null,
});

/** A team a member belongs to, and its leader. */
interface TeamOf {
  team: { id: string; name: string };
  leader: { firstname: string; lastname: string };
}
const MANAGERS: TeamOf = {
  team: { id: 't-managers', name: 'Cercle des managers Rhône-Alpes' },
  leader: { firstname: 'Hélène', lastname: 'Marchand' },
};
const NORTHERN: TeamOf = {
  team: { id: 't-northern', name: 'Northern Lights Crew' },
  leader: { firstname: 'Priya', lastname: 'Shah' },
};

/** A member's one membership, in `of`, and the weather survey its leader sent them. */
function inTeam(
  of: TeamOf,
  membership: { id: string; share_progress: boolean; joined_at: string },
  survey: { id: string; due_on: string; whole_team: boolean },
) {
  return {
    memberships: ok({ items: [{ ...membership, ...of }] }),
    receivedSurveys: ok(page([{ ...survey, kind: 'weather' as const, ...of }], 20)),
  };
}

export const nadia: Member = {
  results: {
    whoami: ok(
      whoamiOf('coach', {
        id: 'u-nadia',
        firstname: 'Nadia',
        lastname: 'Benali',
        email: 'nadia.benali@example.fr',
      }),
    ),
    team: ok({
      team: {
        id: 't-vercors',
        name: 'Les Cordées du Vercors',
        members_count: 3,
        active_count: 2,
        invited_count: 1,
        sharing_count: 2,
      },
    }),
    ...inTeam(
      MANAGERS,
      { id: 'm-nadia', share_progress: true, joined_at: '2026-09-14T12:00:00.000Z' },
      {
        id: 'rs-nadia',
        due_on: '2026-12-04',
        whole_team: true,
      },
    ),
    received: ok({ items: [] }),
    sent: ok(
      page(
        [
          {
            id: 'si-theo',
            firstname: 'Théo',
            lastname: 'Lambert',
            email: 'theo.lambert@example.fr',
            status: 'pending' as const,
            sent_at: '2026-11-18T12:00:00.000Z',
            expires_at: '2026-12-02T12:00:00.000Z',
            member_id: null,
          },
        ],
        50,
      ),
    ),
    members: ok(
      page(
        [
          member('mb-ines', 'Inès', 'Moreau', 'ines.moreau@example.fr', true),
          member('mb-julien', 'Julien', 'Faure', 'julien.faure@example.fr', true),
          member('mb-theo', 'Théo', 'Lambert', 'theo.lambert@example.fr', false),
        ],
        50,
      ),
    ),
    surveys: ok(
      page(
        [
          {
            id: 'sv-nadia',
            kind: 'weather' as const,
            due_on: '2026-11-27',
            created_at: '2026-11-20T12:00:00.000Z',
            reminded_at: null,
            recipients_count: 7,
            answered_count: 3,
            whole_team: true,
            closed: false,
            aggregate: null,
          },
        ],
        50,
      ),
    ),
  },
  own: {
    myTeam: {
      fr: ['Les Cordées du Vercors', 'Cercle des managers Rhône-Alpes', 'Hélène Marchand', '14 sept. 2026'],
      en: ['Les Cordées du Vercors', 'Cercle des managers Rhône-Alpes', 'Hélène Marchand', 'Sep 14, 2026'],
    },
    invitations: {
      fr: ['Cercle des managers Rhône-Alpes', 'Hélène Marchand', 'Aucune invitation en attente'],
      en: ['Cercle des managers Rhône-Alpes', 'Hélène Marchand', 'No pending invitation'],
    },
    surveys: {
      fr: ['Tous les membres actifs (2)', '3 réponses sur 7'],
      en: ['Every active member (2)', '3 answers of 7'],
    },
  },
};

export const oliver: Member = {
  results: {
    whoami: ok(
      whoamiOf('coachee', {
        id: 'u-oliver',
        firstname: 'Oliver',
        lastname: 'Grant',
        email: 'oliver.grant@example.com',
        lang: 'en',
      }),
    ),
    team: NOT_A_LEADER,
    ...inTeam(
      NORTHERN,
      { id: 'm-oliver', share_progress: false, joined_at: '2026-10-02T12:00:00.000Z' },
      {
        id: 'rs-oliver',
        due_on: '2026-12-08',
        whole_team: false,
      },
    ),
    received: ok({
      items: [
        {
          id: 'ri-oliver',
          team: { id: 't-harbour', name: 'Harbour Runners' },
          leader: { firstname: 'Samuel', lastname: 'Okoro' },
          sent_at: '2026-11-26T12:00:00.000Z',
          expires_at: '2026-12-10T12:00:00.000Z',
        },
      ],
    }),
    sent: NOT_A_LEADER,
    members: NOT_A_LEADER,
    surveys: NOT_A_LEADER,
  },
  own: {
    myTeam: {
      fr: ['Northern Lights Crew', 'Priya Shah', '2 oct. 2026'],
      en: ['Northern Lights Crew', 'Priya Shah', 'Oct 2, 2026'],
    },
    invitations: {
      fr: ['Northern Lights Crew', 'Priya Shah', 'Harbour Runners', 'Samuel Okoro', '10 déc. 2026'],
      en: ['Northern Lights Crew', 'Priya Shah', 'Harbour Runners', 'Samuel Okoro', 'Dec 10, 2026'],
    },
    surveys: {
      fr: ['Cette page est réservée aux responsables d’équipe'],
      en: ['This page is for team leaders'],
    },
  },
};

/** What only a page in this language says (its title and a section's), whoever's page it is. */
export const LANGUAGE_MARKS: Record<Page, Record<Language, string[]>> = {
  myTeam: {
    fr: ['Mon équipe', 'Les équipes dont je fais partie'],
    en: ['My team', 'Teams I belong to'],
  },
  invitations: {
    fr: ['Questionnaires à remplir', 'Comment vous sentez-vous en ce moment ?'],
    en: ['Surveys to answer', 'How do you feel right now?'],
  },
  surveys: { fr: ['Questionnaires'], en: ['Surveys'] },
};

/** The render input of `page` for `who`, read results as the platform makes them. */
export function teamInput(
  pageName: Page,
  who: Pick<Member, 'results'>,
  lang: Language,
  messages: Record<Language, Messages>,
  results: Partial<Record<Key, ReadResult>> = {},
): RenderInput {
  const reads = Object.fromEntries(readsOf(pageName).map((key) => [key, results[key] ?? who.results[key]]));
  return routeInput(ROUTES[pageName], reads, lang, messages);
}
