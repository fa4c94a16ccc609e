/**
 * Resolves once the browser has painted the next frame, for the work a tap starts that the person
 * does not wait to see: a save whose outcome the page already shows (an optimistic update). Done in
 * the tap's own event, it delays the paint that answers the tap (issue 29: starting a request
 * costs a phone 10–25 ms of the main thread). A frame's callback runs just before its paint, and
 * a task queued from there runs after it.
 *
 * A hidden page paints no frames: a timeout resolves it then too, so that a save never waits for
 * the page to be seen again.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, HIDDEN_PAGE_MS);
    if (typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

/** Well past a frame (16 ms) on a busy phone; short enough that a save is not noticeably late. */
const HIDDEN_PAGE_MS = 100;
