import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from '../yield-to-main.ts';

/**
 * Loading a remote is a chain of steps the runtime runs back to back once its entry arrives: the
 * container's start (its share scope), then the exposed module's chunks, then its evaluation. On a
 * phone that chain is one task long enough to hold a tap back (docs/adr/0006-size-budget.md,
 * "Start-up in short tasks"); a yield before each step ends the task there.
 */
export function yieldingRuntimePlugin(
  yieldNow: () => Promise<void> = yieldToMain,
): ModuleFederationRuntimePlugin {
  return {
    name: 'coach-yielding',
    beforeInitRemote: () => yieldNow(),
    beforeGetExpose: () => yieldNow(),
    beforeExecuteFactory: () => yieldNow(),
  };
}
