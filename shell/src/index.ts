import { yieldToMain } from './lib/yield-to-main.ts';
import { warmIntlOffMainThread } from './lib/intl/warm-intl.ts';

// First, so that the locale data is ready by the time the page formats its first date or plural.
// The server gives every page its `lang`; French is the default (no shared module can be imported
// before the async boundary below, the languages' list included).
warmIntlOffMainThread([document.documentElement.lang || 'fr']);

// The async boundary lets Module Federation negotiate shared singletons before any of them runs.
// A task of its own: the runtime's start (this file's chunk) and that negotiation would otherwise
// run as one long task (docs/adr/0006-size-budget.md, "Start-up in short tasks"); the files it
// needs are already on their way (the page's preloads).
yieldToMain()
  .then(() => import('./bootstrap.tsx'))
  .catch((error: unknown) => {
    console.error(error);
  });
