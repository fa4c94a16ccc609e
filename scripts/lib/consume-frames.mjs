// Makes headless Chromium present its frames the way a phone's screen does, for
// scripts/bench-inp.mjs. Headless, nothing consumes the compositor's frames, and a change that
// only repaints (a checkbox ticked, a line struck through, no layout moved) was left unpresented
// until some later change: Event Timing, which ends an interaction at the next presented frame,
// then charged the tap with whatever came next. Measured on `/my_commitments` at 4×, 5 runs: the
// commitment's tick 112–128 ms median without a consumer, 24–40 ms with one (the other
// interactions within a few ms either way) — and a tick whose page never scripts again had no
// entry at all. A screencast is such a consumer: it takes every presented frame, here shrunk to
// 64 px JPEGs at the lowest quality so that encoding them costs the browser process little, and
// acknowledges each so the next one comes.

/** @typedef {import('playwright-core').CDPSession} CDPSession */

/**
 * Consumes every frame of `cdp`'s page from now until the page closes.
 * @param {CDPSession} cdp
 */
export async function consumeFrames(cdp) {
  /** @param {{ sessionId: number }} frame */
  const acknowledge = (frame) => {
    cdp.send('Page.screencastFrameAck', { sessionId: frame.sessionId }).catch(() => undefined);
  };
  cdp.on('Page.screencastFrame', acknowledge);
  await cdp.send('Page.startScreencast', {
    format: 'jpeg',
    quality: 1,
    maxWidth: 64,
    maxHeight: 64,
    everyNthFrame: 1,
  });
}
