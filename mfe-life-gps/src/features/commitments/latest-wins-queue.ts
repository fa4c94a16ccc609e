/** A change asked for under a key: the value to send, how, and what to do once the key settles. */
export interface Wish<T> {
  value: T;
  /** Sends `value`; rejects when the server did not take it (the server then keeps what it had). */
  save: () => Promise<void>;
  /**
   * Once nothing is left to send: `saved` holds the last value the server took, null when none
   * was. A wish asked for meanwhile waits for it, so that it is not undone by a settle it follows.
   */
  settle: (saved: { value: T } | null) => Promise<void>;
}

/**
 * Saves per key one after another, each sending the value asked for last. Two saves of one thing
 * in flight can reach the server in either order and leave it with the older value; a wish made
 * while one is in flight replaces any wish still waiting (its value would be overwritten anyway),
 * and is not sent at all when the server already has its value from the save before it.
 */
export function latestWinsQueue<T>() {
  /** Keys with saves under way, and the wish waiting for its turn under each. */
  const waiting = new Map<string, Wish<T> | null>();

  const take = (key: string) => {
    const wish = waiting.get(key) ?? null;
    waiting.set(key, null);
    return wish;
  };

  async function drain(key: string) {
    let saved: { value: T } | null = null;
    try {
      for (let wish = take(key); wish; wish = take(key)) {
        if (saved === null || !Object.is(saved.value, wish.value)) {
          try {
            await wish.save();
            saved = { value: wish.value };
          } catch {
            // The save said why; the server keeps `saved`, and a later wish is still sent.
          }
        }
        if (!waiting.get(key)) await wish.settle(saved);
      }
    } finally {
      waiting.delete(key);
    }
  }

  return function enqueue(key: string, wish: Wish<T>): void {
    const idle = !waiting.has(key);
    waiting.set(key, wish);
    if (idle) void drain(key);
  };
}
