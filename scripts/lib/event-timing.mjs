// Interaction latency as the browser itself measures it (the Event Timing API, what INP is made
// of), for scripts/bench-inp.mjs. An observer installed before any page script keeps every event
// entry of 16 ms or more (the API's lowest threshold); after an action, the entries that started
// during it are grouped by `interactionId` (a tap's pointerdown, pointerup and click share one; a
// key's keydown and keyup too), and the action's figure is the longest event of its interactions:
// from the input to the next paint after its handlers, the way INP counts an interaction.
/* global window, requestAnimationFrame */

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').BrowserContext} BrowserContext */

/**
 * @typedef {object} EventEntry
 * @property {number} interactionId
 * @property {string} name the event's type (pointerdown, click, keydown…)
 * @property {number} startTime when the input happened (ms, the page's clock)
 * @property {number} duration input to the next paint, rounded by the browser to 8 ms
 * @property {number} processing time in the handlers (processingEnd − processingStart)
 * @property {number} delay input to the handlers (processingStart − startTime)
 */

/** The lowest `durationThreshold` the API takes: a faster interaction leaves no entry. */
export const THRESHOLD_MS = 16;

/**
 * Installs the observer in every page of `context`, before the page's own scripts: `buffered`
 * also hands over what happened before it was observed.
 * @param {BrowserContext} context
 */
export async function observeEvents(context) {
  await context.addInitScript((threshold) => {
    /** @type {EventEntry[]} */
    const entries = [];
    /** @param {PerformanceEntryList} list */
    const keep = (list) => {
      for (const entry of /** @type {PerformanceEventTiming[]} */ (list)) {
        if (!entry.interactionId) continue; // not part of a tap or a key press (a hover, a scroll)
        entries.push({
          interactionId: entry.interactionId,
          name: entry.name,
          startTime: entry.startTime,
          duration: entry.duration,
          processing: entry.processingEnd - entry.processingStart,
          delay: entry.processingStart - entry.startTime,
        });
      }
    };
    const observer = new PerformanceObserver((list) => keep(list.getEntries()));
    observer.observe({ type: 'event', durationThreshold: threshold, buffered: true });
    Object.defineProperty(window, '__benchEventTiming', {
      value: {
        /** The entries that started at or after `since`, those still queued included. */
        since: (/** @type {number} */ since) => {
          keep(observer.takeRecords());
          return entries.filter((entry) => entry.startTime >= since);
        },
      },
    });
  }, THRESHOLD_MS);
}

/** The page's clock now, to tell the entries of the next action from the earlier ones. */
export const pageNow = (/** @type {Page} */ page) => page.evaluate(() => performance.now());

/**
 * The entries of the interactions that started since `since`, once the browser has reported them:
 * an entry is queued after the paint that ends it, so this waits two frames and a moment first.
 * @param {Page} page
 * @param {number} since
 * @returns {Promise<EventEntry[]>}
 */
export function entriesSince(page, since) {
  return page.evaluate(async (from) => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await new Promise((resolve) => setTimeout(resolve, 100));
    /** @type {{ since: (from: number) => EventEntry[] }} */
    const timing = /** @type {any} */ (window).__benchEventTiming; // set by observeEvents' init script
    return timing.since(from);
  }, since);
}

/**
 * An action's figure: the longest event of its interactions (ms), or null when none reached the
 * threshold (the action took under 16 ms from input to paint).
 * @param {EventEntry[]} entries
 * @returns {{ ms: number | null, interactions: number, worst: EventEntry | null }}
 */
export function longestInteraction(entries) {
  /** @type {Map<number, EventEntry>} the longest event of each interaction */
  const longest = new Map();
  for (const entry of entries) {
    const known = longest.get(entry.interactionId);
    if (!known || entry.duration > known.duration) longest.set(entry.interactionId, entry);
  }
  let worst = null;
  for (const entry of longest.values()) if (!worst || entry.duration > worst.duration) worst = entry;
  return { ms: worst ? worst.duration : null, interactions: longest.size, worst };
}
