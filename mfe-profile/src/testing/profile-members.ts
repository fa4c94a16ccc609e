// Two members of the profile page and the render input of each, for the server render's tests
// (src/server-render.test.ts, src/server-render-bundle.test.ts); never imported by application code.
import { routeInput } from '../../../shared/src/testing/render-input.ts';
import { okRead } from '@coach/shared/server-render/testing';
import type { ProfileResponse, SessionsResponse } from '@coach/shared/profile';
import type { Language } from '@coach/shared/i18n/languages';
import type { Messages, ReadResult, RenderInput } from '@coach/shared/server-render';

export const PROFILE_ROUTE = 'mfe_profile:profile';

export interface Member {
  profile: ProfileResponse;
  sessions: SessionsResponse;
  /** What only this member's page shows (name, address, birthday in each language, device). */
  own: Record<Language, string[]>;
}

export const camille: Member = {
  profile: {
    firstname: 'Camille',
    lastname: 'Durand',
    email: 'camille@example.com',
    pending_email: null,
    birth_date: '1990-04-12',
    mobile: '+33612345678',
    study_level: null,
    user_type: 'coach',
    lang: 'fr',
  },
  sessions: {
    sessions: [
      {
        id: 's1',
        device: { browser: 'Firefox', os: 'Linux', type: null },
        created_at: '2026-11-20T08:00:00.000Z',
        last_used_at: '2026-11-20T09:00:00.000Z',
        current: true,
      },
    ],
  },
  own: {
    fr: ['Camille', 'Durand', 'camille@example.com', '+33612345678', '12 avril 1990', 'Firefox sur Linux'],
    en: ['Camille', 'Durand', 'camille@example.com', '+33612345678', 'April 12, 1990', 'Firefox on Linux'],
  },
};

export const jordan: Member = {
  profile: {
    firstname: 'Jordan',
    lastname: 'Okafor',
    email: 'jordan@example.org',
    pending_email: 'jordan.new@example.org',
    birth_date: '1985-11-03',
    mobile: null,
    study_level: 'master',
    user_type: 'coachee',
    lang: 'en',
  },
  sessions: {
    sessions: [
      {
        id: 's9',
        device: { browser: 'Mobile Safari', os: 'iOS 17.5', type: 'mobile' },
        created_at: '2026-11-19T08:00:00.000Z',
        last_used_at: '2026-11-19T09:00:00.000Z',
        current: true,
      },
    ],
  },
  own: {
    fr: [
      'Jordan',
      'Okafor',
      'jordan@example.org',
      'jordan.new@example.org',
      '3 novembre 1985',
      'Mobile Safari',
    ],
    en: [
      'Jordan',
      'Okafor',
      'jordan@example.org',
      'jordan.new@example.org',
      'November 3, 1985',
      'Mobile Safari',
    ],
  },
};

/** What only a page in this language says (the page's title and a section's). */
export const LANGUAGE_MARKS: Record<Language, string[]> = {
  fr: ['Mon profil', 'Informations générales', 'Sessions actives'],
  en: ['My profile', 'General information', 'Active sessions'],
};

const ok = okRead;

/** The render input of `/profile` for `member`, read results as the platform makes them. */
export function profileInput(
  member: Pick<Member, 'profile' | 'sessions'>,
  lang: Language,
  messages: Record<Language, Messages>,
  results: Partial<Record<'profile' | 'sessions', ReadResult>> = {},
): RenderInput {
  const reads = {
    profile: results.profile ?? ok(member.profile),
    sessions: results.sessions ?? ok(member.sessions),
  };
  return routeInput(PROFILE_ROUTE, reads, lang, messages);
}
