// `redirect add|remove|list`: the operators' redirect rules (docs/operating.md, "Redirects"). A
// change applies at once to page loads and to open pages after their build check; no release.
import { REASON, formUsageOf, usageOf } from '../args.mjs';
import { UsageError } from '../errors.mjs';
import { table, when } from '../format.mjs';

/** @type {import('../args.mjs').CommandSpec} */
export const redirectCommand = {
  name: 'redirect',
  summary:
    'redirect rules, internal or to an allowed `https://` host: applied to page loads at once and to open pages after their build check, no release needed (`docs/operating.md`, "Redirects")',
  forms: [
    { args: 'add <from> <to>', options: ['permanent', 'reason'] },
    { args: 'remove <from>', options: ['reason'] },
    { args: 'list', options: ['history', 'json'] },
  ],
  options: { permanent: {}, reason: REASON, history: {}, json: {} },
  run,
};

const PATH = '/api/platform/redirects';

const kind = (/** @type {{ permanent: boolean }} */ rule) =>
  rule.permanent ? '308 permanent' : '307 temporary';

/** @type {import('../args.mjs').CommandSpec['run']} */
async function run(ctx, { positionals, options: flags }) {
  const [action, ...rest] = positionals;
  const client = () => ctx.connect(flags.as);
  const reason = flags.reason ?? null;

  if (action === 'add') {
    if (rest.length !== 2) throw new UsageError(formUsageOf(redirectCommand, 'add'));
    const [from, to] = rest;
    const result = await client().json('POST', PATH, {
      from,
      to,
      permanent: flags.permanent === true,
      reason,
    });
    ctx.out(
      `✓ ${result.rule.from} → ${result.rule.to} (${kind(result.rule)}), registry revision ${result.revision}`,
    );
    ctx.out('  new page loads follow it now; open pages after their next build check');
    return 0;
  }

  if (action === 'remove') {
    if (rest.length !== 1) throw new UsageError(formUsageOf(redirectCommand, 'remove'));
    const result = await client().json('POST', `${PATH}/remove`, { from: rest[0], reason });
    ctx.out(`✓ removed ${result.rule.from} → ${result.rule.to}, registry revision ${result.revision}`);
    if (result.rule.permanent)
      ctx.out('  browsers that followed it may remember this permanent redirect for up to an hour');
    return 0;
  }

  if (action === 'list') {
    if (rest.length !== 0) throw new UsageError(formUsageOf(redirectCommand, 'list'));
    const view = await client().json('GET', PATH);
    if (flags.json) {
      ctx.out(JSON.stringify(view, null, 2));
      return 0;
    }
    const hosts = view.allowedHosts.length > 0 ? view.allowedHosts.join(', ') : 'none';
    ctx.out(`registry revision ${view.revision} · external hosts allowed (REDIRECT_ALLOWED_HOSTS): ${hosts}`);
    ctx.out('');
    if (view.rules.length === 0) ctx.out('no redirect rules');
    else
      ctx.out(
        table([
          ['from', 'to', 'kind', 'since', 'by', 'why'],
          ...view.rules.map((/** @type {any} */ rule) => [
            rule.from,
            rule.applies ? rule.to : `${rule.to} (NOT APPLIED: host not allowed)`,
            kind(rule),
            when(rule.createdAt),
            rule.createdBy,
            rule.reason ?? '',
          ]),
        ]),
      );
    if (flags.history) {
      ctx.out('');
      ctx.out(
        table([
          ['when', 'action', 'rule', 'revision', 'by', 'why'],
          ...view.events.map((/** @type {any} */ event) => [
            when(event.at),
            event.action,
            `${event.details.from} → ${event.details.to}`,
            String(event.revision ?? ''),
            event.by,
            event.reason ?? '',
          ]),
        ]),
      );
    }
    return 0;
  }

  throw new UsageError(usageOf(redirectCommand));
}
