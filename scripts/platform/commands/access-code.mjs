// `access-code create --training <slug> --uses N --expires <date>`: a code that unlocks a payable
// training (docs/product.md §8.2). The code is printed here once: the platform keeps only its hash.

/** @type {import('../args.mjs').CommandSpec} */
export const accessCodeCommand = {
  name: 'access-code',
  summary: 'a code that unlocks a payable training (printed once; only its hash is stored)',
  args: 'create',
  options: {
    training: {
      value: '<slug>',
      required: '--training <slug> is required: the payable training the code unlocks',
    },
    uses: {
      value: 'N',
      required: '--uses N is required: how many people may use the code',
      shape: /^\d+$/,
      number: true,
    },
    expires: {
      value: '<YYYY-MM-DD>',
      required: '--expires <YYYY-MM-DD> is required: the last day the code works (UTC)',
    },
  },
  async run(ctx, { options }) {
    const { training, uses, expires } = options;
    const result = await ctx
      .connect(options.as)
      .json('POST', '/api/platform/access-codes', { training, uses, expires_at: expires });
    ctx.out(`✓ access code for ${result.training}: ${result.code}`);
    ctx.out(
      `  ${result.uses} use(s), valid until ${result.expires_at}. Only its hash is stored: copy it now.`,
    );
    return 0;
  },
};
