// `front-version bump`: every open shell clears its caches once (SPEC §4).
import { REASON } from '../args.mjs';

/** @type {import('../args.mjs').CommandSpec} */
export const frontVersionCommand = {
  name: 'front-version',
  summary:
    'changes `/api/debug/data_page/front-version`: every open shell clears its caches once, at its next start',
  args: 'bump',
  options: { reason: REASON },
  async run(ctx, { options }) {
    const result = await ctx
      .connect(options.as)
      .json('POST', '/api/platform/front-version/bump', { reason: options.reason ?? null });
    ctx.out(`✓ front version is now ${result.version}: every open shell clears its caches at its next start`);
    return 0;
  },
};
