import * as v from 'valibot';
import { LINK_LIKE } from './constants';
import { en, fr, translator } from './test-translator';
import {
  createAddMemberPayloadSchema,
  createEditMemberPayloadSchema,
  createSharingPayloadSchema,
  createTeamNamePayloadSchema,
  createSurveyAnswerSchema,
  createSurveyPayloadSchema,
  isLeaderType,
  teamMembersQuerySchema,
} from './team-entry';

const tFr = translator(fr);
const tEn = translator(en);

function errorsOf(schema: v.GenericSchema, input: unknown): Record<string, string[]> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.issues) {
    const key = String(issue.path?.at(-1)?.key ?? 'base');
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

describe('who leads a team (docs/product.md §7.2)', () => {
  it.each([
    ['coach', true],
    ['manager', true],
    ['hr', true],
    ['coachee', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%s → %s', (userType, leads) => {
    expect(isLeaderType(userType)).toBe(leads);
  });
});

describe('team payloads', () => {
  it('adds a member with trimmed names and a lower-cased address', () => {
    expect(
      v.parse(createAddMemberPayloadSchema(tFr), {
        firstname: ' Léa ',
        lastname: 'Martin',
        email: ' Lea@Example.COM ',
      }),
    ).toEqual({ firstname: 'Léa', lastname: 'Martin', email: 'lea@example.com' });
  });

  it('names every missing or wrong field, in the request’s language', () => {
    expect(
      errorsOf(createAddMemberPayloadSchema(tFr), { firstname: ' ', lastname: '', email: 'nope' }),
    ).toEqual({
      firstname: ['Veuillez saisir le prénom.'],
      lastname: ['Veuillez saisir le nom.'],
      email: ['Adresse e-mail invalide'],
    });
    expect(
      errorsOf(createEditMemberPayloadSchema(tEn), { firstname: 'x'.repeat(101), lastname: 'A' }),
    ).toEqual({
      firstname: ['The first name must be at most 100 characters.'],
    });
    expect(errorsOf(createTeamNamePayloadSchema(tFr), { name: 'x'.repeat(81) })).toEqual({
      name: ['Le nom de l’équipe ne doit pas dépasser 80 caractères.'],
    });
    expect(errorsOf(createSharingPayloadSchema(tEn), { share_progress: 'yes' })).toEqual({
      share_progress: ['Sharing must be on or off.'],
    });
  });

  it('pages from 1 and at most 100 a page; a search is trimmed', () => {
    expect(v.parse(teamMembersQuerySchema, { q: ' zoé ', page: '2', per_page: '100' })).toEqual({
      q: 'zoé',
      page: 2,
      per_page: 100,
    });
    for (const query of [
      { page: '0' },
      { page: '-1' },
      { page: 'x' },
      { per_page: '101' },
      { q: 'x'.repeat(101) },
    ])
      expect(v.safeParse(teamMembersQuerySchema, query).success).toBe(false);
  });
});

describe('survey payloads', () => {
  it('takes a due date and, optionally, chosen members', () => {
    expect(v.parse(createSurveyPayloadSchema(tFr), { due_on: '2026-12-01' })).toEqual({
      due_on: '2026-12-01',
    });
    expect(errorsOf(createSurveyPayloadSchema(tFr), { due_on: '01/12/2026', member_ids: [] })).toEqual({
      due_on: ['Date de réponse invalide.'],
      member_ids: ['Choisissez au moins un membre.'],
    });
  });

  it('answers Top or Not top, nothing else', () => {
    expect(v.parse(createSurveyAnswerSchema(tEn), { answer: 'not_top' })).toEqual({ answer: 'not_top' });
    expect(errorsOf(createSurveyAnswerSchema(tEn), { answer: 'meh' })).toEqual({
      answer: ['Answer “Top” or “Not top”.'],
    });
  });
});

describe('LINK_LIKE: what a mail client would turn into a link', () => {
  it.each([
    ['URGENT: verify payroll at https://evil.example/login', true],
    ['Paie : www.evil.example', true],
    ['Go to evil.example/login', true],
    ['Écrivez à paie@evil.example', true],
    ['paie.com', true],
    ['St.Pierre', false],
    ['Jean.Paul', false],
    ['Dr.Comeau', false],
    ['Équipe v2.0 – Lyon', false],
  ])('%s → %s', (text, linkLike) => {
    expect(LINK_LIKE.test(text)).toBe(linkLike);
  });
});
