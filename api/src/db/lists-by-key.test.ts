import { eq } from 'drizzle-orm';
import { encodeCursor } from '@coach/shared/page-cursor';
import { trainingCatalogue } from '../cli/seed/rows-trainings';
import { loadTrainings } from '../features/trainings/content-files';
import { importTrainings } from '../features/trainings/content-import';
import { bearer, markVerified, registerUser } from '../testing/auth-helpers';
import { useTestContext } from '../testing/test-app';
import {
  appointments,
  commitments,
  invitations,
  surveyRecipients,
  surveys,
  teamMembers,
  teams,
  testResults,
  users,
} from './schema';

/**
 * Every list people scroll, paged by key (src/db/keyset.ts): walked by `next` it gives the rows
 * the list has in order, none twice, none skipped, though rows are added before the position
 * meanwhile (what `OFFSET` gets wrong); `?page=` alone still pages as before; a cursor that is not
 * one of the list's is refused in the api's error format, naming `after`.
 */

interface Owner {
  token: string;
  userId: string;
}
/** A list: who reads it, and how to add the row that is `rank`-th in its order (ties by twos). */
interface ListCase {
  name: string;
  path: string;
  owner: () => Promise<Owner & { add: (rank: number) => Promise<void> }>;
}
interface Page {
  items: { id: string }[];
  page: number;
  per_page: number;
  total: number;
  next: string | null;
}

const DAY_MS = 86_400_000;
const base = Date.parse('2026-12-01T09:00:00.000Z');
/** Ranks by twos share their first key column: the id decides between them. */
const day = (rank: number) => new Date(base + Math.floor(rank / 2) * DAY_MS).toISOString().slice(0, 10);
const soon = (rank: number) => new Date(base + Math.floor(rank / 2) * DAY_MS);
const late = (rank: number) => new Date(base - Math.floor(rank / 2) * DAY_MS);
const name = (rank: number) => `N${String(Math.floor(rank / 2) + 100)}`;

describe('lists paged by key', () => {
  const ctx = useTestContext();
  beforeAll(() => ctx.clock.set('2026-11-23T10:00:00.000Z'));

  async function person(userType = 'coachee'): Promise<Owner> {
    const { token, email } = await registerUser(ctx.app, { user_type: userType });
    await markVerified(ctx.db, email);
    const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return { token, userId: row!.id };
  }
  const get = async (token: string, path: string) => {
    const res = await ctx.app.request(path, { headers: bearer(token) });
    return { status: res.status, json: (await res.json()) as Page & { errors?: Record<string, string[]> } };
  };
  /** A leader and their team (made on the first read of the team page). */
  async function leader() {
    const owner = await person('coach');
    expect((await get(owner.token, '/api/dashboard/team')).status).toBe(200);
    const [team] = await ctx.db.select().from(teams).where(eq(teams.leaderId, owner.userId));
    return { ...owner, teamId: team!.id };
  }
  const now = new Date('2026-11-23T10:00:00.000Z');

  const cases: ListCase[] = [
    {
      name: 'commitments',
      path: '/api/dashboard/commitments?status=all&today=2026-11-23',
      owner: async () => {
        const owner = await person();
        const add = async (rank: number) => {
          await ctx.db.insert(commitments).values({
            userId: owner.userId,
            text: `c${rank}`,
            dueDate: day(rank),
            createdAt: now,
            updatedAt: now,
          });
        };
        return { ...owner, add };
      },
    },
    {
      name: 'appointments',
      path: '/api/dashboard/appointments?from=2025-01-01T00:00:00.000Z',
      owner: async () => {
        const owner = await person();
        const add = async (rank: number) => {
          const startsAt = soon(rank);
          const endsAt = new Date(startsAt.getTime() + 3_600_000);
          const values = {
            userId: owner.userId,
            title: `a${rank}`,
            startsAt,
            endsAt,
            createdAt: now,
            updatedAt: now,
          };
          await ctx.db.insert(appointments).values(values);
        };
        return { ...owner, add };
      },
    },
    {
      name: 'results',
      path: '/api/dashboard/results?',
      owner: async () => {
        const owner = await person();
        const { trainings } = await loadTrainings();
        await importTrainings(ctx.db, trainings, now);
        const test = trainingCatalogue(trainings).tests[0]!;
        const add = async (rank: number) => {
          await ctx.db.insert(testResults).values({
            userId: owner.userId,
            trainingSlug: test.training_slug,
            kind: test.kind,
            moduleSlug: test.module_slug,
            contentHash: test.hash,
            answers: test.answers,
            score: test.score,
            createdAt: late(rank),
          });
        };
        return { ...owner, add };
      },
    },
    {
      name: 'team members',
      path: '/api/dashboard/team/members?',
      owner: async () => {
        const owner = await leader();
        const add = async (rank: number) => {
          await ctx.db.insert(teamMembers).values({
            teamId: owner.teamId,
            email: `m${rank}-${Math.random()}@example.com`,
            firstname: 'Zoé',
            lastname: name(rank),
            status: 'invited',
            createdAt: now,
            updatedAt: now,
          });
        };
        return { ...owner, add };
      },
    },
    {
      name: 'invitations sent',
      path: '/api/dashboard/invitations/sent?',
      owner: async () => {
        const owner = await leader();
        const add = async (rank: number) => {
          await ctx.db.insert(invitations).values({
            invitedBy: owner.userId,
            email: `i${rank}-${Math.random()}@example.com`,
            expiresAt: new Date(now.getTime() + 7 * DAY_MS),
            createdAt: late(rank),
          });
        };
        return { ...owner, add };
      },
    },
    {
      name: 'surveys',
      path: '/api/dashboard/team/surveys?',
      owner: async () => {
        const owner = await leader();
        const add = async (rank: number) => {
          const values = {
            teamId: owner.teamId,
            kind: 'weather',
            dueOn: '2026-12-01',
            createdAt: late(rank),
          };
          await ctx.db.insert(surveys).values(values);
        };
        return { ...owner, add };
      },
    },
    {
      name: 'surveys received',
      path: '/api/dashboard/surveys/received?',
      owner: async () => {
        const [from, owner] = await Promise.all([leader(), person()]);
        const add = async (rank: number) => {
          const values = { teamId: from.teamId, kind: 'weather', dueOn: day(rank), createdAt: now };
          const [survey] = await ctx.db.insert(surveys).values(values).returning();
          await ctx.db.insert(surveyRecipients).values({ surveyId: survey!.id, userId: owner.userId });
        };
        return { ...owner, add };
      },
    },
  ];

  describe.each(cases)('$name', ({ path, owner: makeOwner }) => {
    const join = (query: string) => `${path}${path.endsWith('?') ? '' : '&'}${query}`;

    it('walks by `next` through every row once, in order, though rows come before the position meanwhile', async () => {
      const owner = await makeOwner();
      for (let rank = 2; rank < 15; rank += 1) await owner.add(rank);
      const all = await get(owner.token, join('per_page=100'));
      expect(all.status).toBe(200);
      expect(all.json).toMatchObject({ page: 1, total: 13, next: null });
      const order = all.json.items.map((item) => item.id);

      // `?page=` alone: the same rows as before (OFFSET), and the cursor of what follows.
      const third = await get(owner.token, join('page=3&per_page=4'));
      expect(third.json.items.map((item) => item.id)).toEqual(order.slice(8, 12));
      expect(third.json.next).not.toBeNull();

      const walked: string[] = [];
      let page = (await get(owner.token, join('per_page=4'))).json;
      walked.push(...page.items.map((item) => item.id));
      // Rows that sort before the position: an OFFSET page 2 would show the first page's last rows again.
      await owner.add(0);
      await owner.add(1);
      for (let number = 2; page.next !== null; number += 1) {
        const next = await get(owner.token, join(`page=${number}&per_page=4&after=${page.next}`));
        expect(next.status).toBe(200);
        expect(next.json.page).toBe(number);
        page = next.json;
        walked.push(...page.items.map((item) => item.id));
      }
      expect(walked).toEqual(order);
      expect(page.total).toBe(15);
    });

    it('refuses a cursor that is not one of this list, naming `after`', async () => {
      const owner = await makeOwner();
      const wrong = [
        'not a cursor',
        'bm90IGpzb24', // "not json"
        // The id last: never one here, whatever the list's key before it.
        encodeCursor(['2026-11-23', '2026-11-23T10:00:00.000000Z', 'not-an-id']),
        encodeCursor(['2026-11-23T10:00:00.000000Z', 'not-an-id']),
        encodeCursor(['x', 'y', 'z', 'w']),
        encodeCursor([]),
      ];
      for (const after of wrong) {
        const res = await get(owner.token, join(`page=2&after=${encodeURIComponent(after)}`));
        expect(res.status).toBe(422);
        expect(Object.keys(res.json.errors ?? {})).toEqual(['after']);
      }
    });
  });
});
