import fs from 'node:fs/promises';
import path from 'node:path';
import { remoteLive, remoteReleases } from '../../db/schema';
import type { TestContext } from '../../testing/test-app';

/**
 * For the delivery tests: a shell page to serve, and mfe_team released at each of `versions`
 * with the first live (recorded straight in the registry's tables, no files).
 */
export async function withTeamReleases(ctx: TestContext, versions: readonly [string, ...string[]]) {
  await fs.mkdir(ctx.config.shellDist, { recursive: true });
  await fs.writeFile(path.join(ctx.config.shellDist, 'index.html'), '<!doctype html><title>Coach</title>');
  await ctx.db.insert(remoteReleases).values(
    versions.map((version) => ({
      remote: 'mfe_team',
      version,
      manifestUrl: `/remotes/mfe-team/${version}/mf-manifest.json`,
      createdBy: 'test',
    })),
  );
  await ctx.db.insert(remoteLive).values({ remote: 'mfe_team', version: versions[0], by: 'test' });
}
