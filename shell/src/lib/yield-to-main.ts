interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task so that the browser can paint and answer a tap before the next step of the
 * start runs (docs/adr/0006-size-budget.md, "Start-up in short tasks"): each step stays short on a
 * phone, where one long task would hold every input back. `scheduler.yield()` resumes ahead of
 * other queued work; without it, a new task.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
