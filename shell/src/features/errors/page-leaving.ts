/**
 * Whether an error belongs to a page that is going away (docs/security.md, "Loads cut short by
 * leaving the page").
 *
 * When a document is left (a link, `location.assign`, the address bar), the browser cancels the
 * scripts and styles it is still loading. Chromium cancels them quietly; Firefox runs each
 * cancelled `<script integrity>` through its integrity check with the body received so far
 * (often nothing: the hash of an empty body), logs "None of the hashes … match", and fires the
 * element's `error` event in the old document, after `beforeunload` and before `pagehide`; WebKit
 * fires that `error` event too, without the integrity message. The
 * remotes' loaders then see a failed chunk: without this module the shell reported each one as a
 * client error (counted against the release: a healthy release could be rolled back) and asked for
 * the reload that cures a load error (a navigation of its own, racing the visitor's).
 *
 * So an error that arrives once `beforeunload` has fired waits: the page's `pagehide` says it was
 * an artefact of leaving (dropped); a page still here after `graceMs` (the navigation was
 * cancelled, was a download, or answered 204) gets it handled as usual.
 */

export interface LeaveWatchTarget {
  addEventListener(type: 'beforeunload' | 'pagehide' | 'pageshow', listener: () => void): void;
}

export interface LeaveWatch {
  /** Resolves true when the page stays (handle the error), false when it is being left. */
  whenStaying(): Promise<boolean>;
}

/** Long enough for a navigation's answer on a slow network; a cancelled one is rare. */
export const LEAVE_GRACE_MS = 5_000;

export function createLeaveWatch(
  target: LeaveWatchTarget,
  {
    graceMs = LEAVE_GRACE_MS,
    setTimer = (run: () => void, ms: number) => void setTimeout(run, ms),
  }: { graceMs?: number; setTimer?: (run: () => void, ms: number) => void } = {},
): LeaveWatch {
  let leaving = false;
  let waiting: Array<(stays: boolean) => void> = [];
  const settle = (stays: boolean) => {
    const settled = waiting;
    waiting = [];
    for (const resolve of settled) resolve(stays);
  };
  target.addEventListener('beforeunload', () => {
    leaving = true;
  });
  target.addEventListener('pagehide', () => settle(false));
  // Back from the back-forward cache: a page shown again is here to stay.
  target.addEventListener('pageshow', () => {
    leaving = false;
  });

  return {
    whenStaying() {
      if (!leaving) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        waiting.push(resolve);
        setTimer(() => {
          if (!waiting.includes(resolve)) return;
          waiting = waiting.filter((other) => other !== resolve);
          leaving = false; // still here: the navigation did not happen
          resolve(true);
        }, graceMs);
      });
    },
  };
}

let pageWatch: LeaveWatch | undefined;

/** Starts watching this page (the start's first step, with the error reports: start-language.ts). */
export function watchPageLeaving(): void {
  pageWatch ??= createLeaveWatch(window);
}

/** The page's watch; before it starts (a server render), every error is the page's own. */
export function whenPageStays(): Promise<boolean> {
  return pageWatch ? pageWatch.whenStaying() : Promise.resolve(true);
}
