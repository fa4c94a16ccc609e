import type { Db } from '@coach/server-kit/db/types';
import { listRedirectEvents } from './events';
import { mapped } from './operation-errors';
import { eventView, redirectRuleView, type RedirectRuleView, type RedirectsView } from './operation-views';
import { listRedirectRules } from './redirect-rules';
import { addRedirect, removeRedirect } from './redirects';
import { getRegistryRevision } from './repository';

/**
 * The operators' redirect rules: read with their history, added, removed. `redirectHosts`: the
 * allowlist of external redirect hosts (`REDIRECT_ALLOWED_HOSTS`); `onChange` hears each change.
 */
export function redirectOperations(db: Db, redirectHosts: readonly string[], onChange: () => void) {
  return {
    async redirects(): Promise<RedirectsView> {
      const [revision, rules, events] = await Promise.all([
        getRegistryRevision(db),
        listRedirectRules(db),
        listRedirectEvents(db),
      ]);
      return {
        revision,
        allowedHosts: [...redirectHosts],
        rules: rules.map((rule) => redirectRuleView(rule, redirectHosts)),
        events: events.map(eventView),
      };
    },

    addRedirect(
      input: { from: string; to: string; permanent: boolean },
      options: { by: string; reason: string | null },
    ): Promise<{ rule: RedirectRuleView; revision: number }> {
      return mapped(async () => {
        const result = await addRedirect(db, input, { ...options, allowedHosts: redirectHosts });
        onChange();
        return { rule: redirectRuleView(result.rule, redirectHosts), revision: result.revision };
      });
    },

    removeRedirect(
      from: string,
      options: { by: string; reason: string | null },
    ): Promise<{ rule: RedirectRuleView; revision: number }> {
      return mapped(async () => {
        const result = await removeRedirect(db, from, options);
        onChange();
        return { rule: redirectRuleView(result.rule, redirectHosts), revision: result.revision };
      });
    },
  };
}
