import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { trainingModuleProgress, trainingReads, trainingRevisions, trainings, users } from '../../db/schema';
import { bearer, markVerified, registerUser } from '../../testing/auth-helpers';
import { jsonRequest, useTestContext } from '../../testing/test-app';
import { loadTrainings } from './content-files';
import { importTrainingContent } from './content-start';
import { FIXTURE_TRAININGS } from './testing';

async function copyFixtures(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'coach-trainings-'));
  await fs.cp(FIXTURE_TRAININGS, dir, { recursive: true });
  return dir;
}

async function edit(root: string, file: string, change: (text: string) => string) {
  const full = path.join(root, file);
  await fs.writeFile(full, change(await fs.readFile(full, 'utf8')));
}

describe('content files', () => {
  it('loads the fixtures with no problem, in catalogue order', async () => {
    const { trainings: loaded, problems } = await loadTrainings(FIXTURE_TRAININGS);
    expect(problems).toEqual([]);
    expect(loaded.map((t) => t.training.slug)).toEqual(['free-course', 'paid-course']);
  });

  it('names the file, the path inside it and the reason of a broken file', async () => {
    const root = await copyFixtures();
    try {
      await edit(root, 'free-course/modules/first-steps.yaml', (text) => text.replace('max: 3', 'max: 9'));
      await edit(root, 'paid-course/training.yaml', (text) =>
        text.replace('access: payable', 'access: maybe'),
      );
      await fs.writeFile(path.join(root, 'paid-course/modules/paid-two.yaml'), 'slug: [unclosed');
      const { problems } = await loadTrainings(root);
      expect(problems).toEqual(
        expect.arrayContaining([
          {
            file: 'free-course/modules/first-steps.yaml',
            path: 'parts[2].questions[1].max',
            message: 'must be at most the number of answers (4)',
          },
          { file: 'paid-course/training.yaml', path: 'access', message: 'must be free or payable' },
          expect.objectContaining({
            file: 'paid-course/modules/paid-two.yaml',
            message: expect.stringMatching(/^is not valid YAML/),
          }),
        ]),
      );
    } finally {
      await fs.rm(root, { recursive: true, force: true });
    }
  });
});

describe('content import', () => {
  const ctx = useTestContext();

  it('is idempotent, makes a revision for a change, keeps progress, retires a removed training', async () => {
    const root = await copyFixtures();
    try {
      const first = await importTrainingContent(ctx.db, root, ctx.clock.now());
      expect(first.created.sort()).toEqual(['free-course', 'paid-course']);
      const again = await importTrainingContent(ctx.db, root, ctx.clock.now());
      expect(again).toEqual({
        created: [],
        revised: [],
        unchanged: ['free-course', 'paid-course'],
        retired: [],
      });

      const { token, email } = await registerUser(ctx.app);
      await markVerified(ctx.db, email);
      const url = '/api/dashboard/trainings/free-course/modules/first-steps/parts/intro/read';
      expect((await ctx.app.request(url, jsonRequest('POST', {}, bearer(token)))).status).toBe(200);

      await edit(root, 'free-course/modules/first-steps.yaml', (text) =>
        text.replace('Hello **everyone**.', 'Hello, **all of you**.'),
      );
      const revised = await importTrainingContent(ctx.db, root, ctx.clock.now());
      expect(revised.revised).toEqual(['free-course']);
      const revisions = await ctx.db
        .select()
        .from(trainingRevisions)
        .where(eq(trainingRevisions.trainingSlug, 'free-course'));
      expect(revisions).toHaveLength(2);

      const module = await ctx.app.request('/api/dashboard/trainings/free-course/modules/first-steps', {
        headers: { ...bearer(token), 'Accept-Language': 'en' },
      });
      const body = (await module.json()) as { module: { parts: { body: string | null; done: boolean }[] } };
      expect(body.module.parts[0]).toMatchObject({ body: expect.stringContaining('all of you'), done: true });

      await fs.rm(path.join(root, 'paid-course'), { recursive: true });
      const retired = await importTrainingContent(ctx.db, root, ctx.clock.now());
      expect(retired.retired).toEqual(['paid-course']);
      const [row] = await ctx.db.select().from(trainings).where(eq(trainings.slug, 'paid-course'));
      expect(row?.retiredAt).not.toBeNull();
      const list = await ctx.app.request('/api/dashboard/trainings', { headers: bearer(token) });
      expect(((await list.json()) as { trainings: unknown[] }).trainings).toHaveLength(1);

      // The learner's rows go with the account.
      const [user] = await ctx.db.select().from(users).where(eq(users.email, email.toLowerCase()));
      await ctx.db.delete(users).where(eq(users.id, user!.id));
      expect(await ctx.db.select().from(trainingReads).where(eq(trainingReads.userId, user!.id))).toEqual([]);
      expect(
        await ctx.db.select().from(trainingModuleProgress).where(eq(trainingModuleProgress.userId, user!.id)),
      ).toEqual([]);
    } finally {
      await fs.rm(root, { recursive: true, force: true });
    }
  });

  it('refuses to start on a broken file, listing the problem', async () => {
    const root = await copyFixtures();
    try {
      await edit(root, 'free-course/training.yaml', (text) =>
        text.replace('slug: free-course', 'slug: other-slug'),
      );
      await expect(importTrainingContent(ctx.db, root)).rejects.toThrow(
        'free-course/training.yaml at slug: must be "free-course", the folder name',
      );
    } finally {
      await fs.rm(root, { recursive: true, force: true });
    }
  });
});
