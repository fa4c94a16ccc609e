import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '@coach/server-kit/db/types';
import { createTestDatabase } from '@coach/server-kit/testing/test-db';
import { teamMembers, teams, users, weatherEntries } from '../../db/schema';
import { API_MIGRATIONS } from '../../paths';
import { loadTrainings } from '../../features/trainings/content-files';
import { importTrainings } from '../../features/trainings/content-import';
import { BATCH_SIZE } from './batch';
import { DEFAULT_PASSWORD, type SeedOptions } from './options';
import { memberId } from './plan';
import { SeedRefusal, seedDatabase } from './seed';

const quiet = { progress: () => undefined };
const options = (overrides: Partial<SeedOptions> = {}): SeedOptions => ({
  members: 60,
  seed: 't',
  password: DEFAULT_PASSWORD,
  force: false,
  ...overrides,
});

describe('pnpm seed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase([API_MIGRATIONS]);
  });
  afterAll(() => database.close());

  const memberCount = async () => (await database.db.select({ n: count() }).from(users))[0]?.n;

  test('writes members of every shape, and names the samples', async () => {
    const report = await seedDatabase(database.db, options(), { output: quiet });
    expect(report).toMatchObject({ members: 60, written: 60 });
    expect(report.rows).toBeGreaterThan(60 * 20);
    expect(report.samples.map((s) => `sample ${s.role} ${s.email}`)).toEqual([
      'sample leader-40 member-0@seed.coach.test',
      'sample coachee-history member-1@seed.coach.test',
      'sample coachee-new member-2@seed.coach.test',
      'sample leader-small member-20@seed.coach.test',
    ]);
    const history = memberId('t', 1);
    const [weather] = await database.db
      .select({ n: count(), first: sql<string>`min(${weatherEntries.day})::text` })
      .from(weatherEntries)
      .where(eq(weatherEntries.userId, history));
    expect(weather?.n).toBe(730);
    const [team] = await database.db
      .select({ active: count() })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .where(eq(teams.leaderId, memberId('t', 0)));
    expect(team?.active).toBe(40);
  });

  test('a second run with the same command writes nothing; a larger one adds the missing members', async () => {
    expect(await seedDatabase(database.db, options(), { output: quiet })).toMatchObject({
      written: 0,
      rows: 0,
    });
    expect(await seedDatabase(database.db, options({ members: 75 }), { output: quiet })).toMatchObject({
      written: 15,
    });
    expect(await memberCount()).toBe(75);
  });

  test.each([
    [{ seed: 'other' }, 'seeded with another --seed'],
    [{ password: 'another password' }, 'seeded with another --password'],
  ])('continuing with %j is refused', async (overrides, message) => {
    await expect(seedDatabase(database.db, options(overrides), { output: quiet })).rejects.toThrow(message);
  });

  test('a database holding members the seed did not create is refused, unless forced', async () => {
    await database.db.insert(users).values({
      firstname: 'Real',
      lastname: 'Person',
      email: 'real@example.com',
      gender: 'female',
      lang: 'fr',
      userType: 'coachee',
      passwordHash: 'x',
    });
    const refused = seedDatabase(database.db, options({ members: 80 }), { output: quiet });
    await expect(refused).rejects.toBeInstanceOf(SeedRefusal);
    await expect(refused).rejects.toThrow('1 member(s) the seed did not create');
    expect(await memberCount()).toBe(76);
    expect(
      await seedDatabase(database.db, options({ members: 80, force: true }), { output: quiet }),
    ).toMatchObject({
      written: 5,
    });
  });

  test('batches written side by side count every row they wrote (the figure the seed prints)', async () => {
    const fresh = await createTestDatabase([API_MIGRATIONS]);
    const rowsInDatabase = async () => {
      const tables = await fresh.db.execute(
        sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
      );
      let rows = 0;
      for (const { table_name: table } of (tables as unknown as { rows: { table_name: string }[] }).rows) {
        const counted = await fresh.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`);
        rows += (counted as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
      }
      return rows;
    };
    try {
      // What the seed writes besides its members: the training catalogue.
      await importTrainings(fresh.db, (await loadTrainings()).trainings, new Date());
      const before = await rowsInDatabase();
      // Three batches: the first alone, then a whole one and a one-member one side by side.
      const report = await seedDatabase(fresh.db, options({ members: 2 * BATCH_SIZE + 1 }), {
        output: quiet,
        parallelBatches: 2,
      });
      expect(report.rows).toBe((await rowsInDatabase()) - before);
    } finally {
      await fresh.close();
    }
  }, 120_000);
});
