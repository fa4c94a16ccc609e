import { createHash } from 'node:crypto';
import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { TrainingContent } from '@coach/shared/trainings';
import { trainingRevisions, trainings } from '../../db/schema';
import type { Db, Executor } from '@coach/server-kit/db/types';
import { preparedOnce } from '../../db/prepared';

/** The revision key of a training's content: any change of text or structure makes a new one. */
export function contentHash(content: TrainingContent): string {
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

export interface ImportSummary {
  created: string[];
  revised: string[];
  unchanged: string[];
  retired: string[];
}

/**
 * Puts the checked content into the database, in one transaction: a new revision for each
 * training whose content changed, the catalogue pointed at it, trainings gone from the files
 * retired. Running it again with the same files changes nothing. Learners' rows are keyed by
 * slugs and ids, so they are untouched (docs/adr/0010-training-content-revisions.md).
 */
export async function importTrainings(
  db: Db,
  contents: readonly TrainingContent[],
  now: Date,
): Promise<ImportSummary> {
  return db.transaction(async (tx) => {
    // Two instances starting together import one after the other.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('coach:trainings-import'))`);
    const summary: ImportSummary = { created: [], revised: [], unchanged: [], retired: [] };
    const current = new Map((await tx.select().from(trainings)).map((row) => [row.slug, row] as const));
    for (const content of contents) {
      const slug = content.training.slug;
      const hash = contentHash(content);
      const row = current.get(slug);
      await tx
        .insert(trainingRevisions)
        .values({ trainingSlug: slug, hash, content, importedAt: now })
        .onConflictDoNothing();
      const position = content.training.order;
      if (row && row.currentHash === hash && row.position === position && !row.retiredAt) {
        summary.unchanged.push(slug);
        continue;
      }
      await upsertTraining(tx, { slug, currentHash: hash, position, retiredAt: null, updatedAt: now });
      (row ? summary.revised : summary.created).push(slug);
    }
    const kept = contents.map((content) => content.training.slug);
    const retired = await tx
      .update(trainings)
      .set({ retiredAt: now, updatedAt: now })
      .where(and(isNull(trainings.retiredAt), kept.length ? notInArray(trainings.slug, kept) : sql`true`))
      .returning({ slug: trainings.slug });
    summary.retired = retired.map((row) => row.slug);
    return summary;
  });
}

async function upsertTraining(tx: Executor, row: typeof trainings.$inferInsert): Promise<void> {
  await tx
    .insert(trainings)
    .values(row)
    .onConflictDoUpdate({
      target: trainings.slug,
      set: {
        currentHash: row.currentHash,
        position: row.position,
        retiredAt: null,
        updatedAt: row.updatedAt,
      },
    });
}

/** The live catalogue: each training's current revision (cached by hash: revisions never change). */
/** A live training's current revision: asked by every training page and module, prepared. */
const currentHash = preparedOnce((db) =>
  db
    .select({ hash: trainings.currentHash })
    .from(trainings)
    .where(and(eq(trainings.slug, sql.placeholder('slug')), isNull(trainings.retiredAt)))
    .prepare('training_current_hash'),
);

export class TrainingCatalog {
  private readonly revisions = new Map<string, TrainingContent>();

  constructor(private readonly db: Db) {}

  async list(): Promise<{ content: TrainingContent; hash: string }[]> {
    const rows = await this.db
      .select({ slug: trainings.slug, hash: trainings.currentHash })
      .from(trainings)
      .where(isNull(trainings.retiredAt))
      .orderBy(trainings.position, trainings.slug);
    return Promise.all(
      rows.map(async (row) => ({ content: await this.revision(row.slug, row.hash), hash: row.hash })),
    );
  }

  async find(slug: string): Promise<{ content: TrainingContent; hash: string } | null> {
    const [row] = await currentHash(this.db).execute({ slug });
    return row ? { content: await this.revision(slug, row.hash), hash: row.hash } : null;
  }

  private async revision(slug: string, hash: string): Promise<TrainingContent> {
    const key = `${slug}:${hash}`;
    const cached = this.revisions.get(key);
    if (cached) return cached;
    const [row] = await this.db
      .select({ content: trainingRevisions.content })
      .from(trainingRevisions)
      .where(and(eq(trainingRevisions.trainingSlug, slug), eq(trainingRevisions.hash, hash)));
    if (!row) throw new Error(`training revision ${key} is missing`);
    const content = row.content as TrainingContent;
    this.revisions.set(key, content);
    return content;
  }
}
