// Loaded instead of the shell's entry by a page the server drew ahead
// (docs/adr/0012-prerendered-first-paint.md): the scripts start once that page is on screen, so
// they do not compete with its stylesheets on a slow network. The tags to add then wait in
// `<template id="coach-after-paint">`, inert there: nothing in it is fetched before.
// Built on its own by tooling/prerender/write-prerender.mjs (no Module Federation runtime: a few
// hundred bytes), hence a script without imports, its names kept out of the global scope: the
// attribute below is PRERENDERED_ATTRIBUTE of @coach/shared/prerender.
(() => {
  /** How long after a frame the scripts wait for the paint report before starting anyway. */
  const PAINT_REPORT_DEADLINE_MS = 1000;
  const loader = document.currentScript;
  const entry = loader instanceof HTMLScriptElement ? loader.dataset.main : undefined;
  const root = document.getElementById('root');

  // The prerendered forms arrive inert: without a script, a submit would leave the page for
  // nothing. From here a submit is held back until the live page has replaced the drawn one, so
  // the visitor can already type; the shell carries what was typed into the live form
  // (form-handover.ts), and pressing the button again then sends it.
  document.addEventListener(
    'submit',
    (event) => {
      if (root?.hasAttribute('data-prerendered')) event.preventDefault();
    },
    true,
  );
  for (const form of root?.querySelectorAll('form[inert]') ?? []) form.removeAttribute('inert');

  /**
   * How many of the template's tags go into the page per task. Each preload starts its request as
   * it is added, 0.5–3 ms of the main thread at 1× CPU: the page's 10–25 of them at once were one
   * task of 15–20 ms (over 100 ms on a phone), the first the visitor could feel after the paint.
   */
  const TAGS_PER_TASK = 3;
  const start = () => {
    // The entry first: it is the longest download, and nothing it asks for waits on the preloads
    // (a chunk it needs before its preload is added is simply requested then).
    if (entry) {
      const script = document.createElement('script');
      script.src = entry;
      document.head.append(script);
    }
    const later = document.getElementById('coach-after-paint');
    if (!(later instanceof HTMLTemplateElement)) return;
    const tags = [...later.content.cloneNode(true).childNodes];
    const addSome = () => {
      document.head.append(...tags.splice(0, TAGS_PER_TASK));
      if (tags.length) setTimeout(addSome, 0);
    };
    addSome();
  };

  // Start once the browser reports the drawn page as on screen (its first contentful paint), not
  // merely after the next frame's callback: on a busy machine the frame reaches the screen later
  // than that callback, and scripts requested before the paint delay it — Lighthouse then counts
  // them into the first paint (measured: FCP 1.3 s instead of 0.9 s). Where paint timing is
  // missing, or never reports (nothing contentful drawn), the frame's callback and a deadline do.
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    start();
  };
  const paintReported =
    typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (paintReported) {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(startOnce, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  requestAnimationFrame(() => setTimeout(startOnce, paintReported ? PAINT_REPORT_DEADLINE_MS : 0));
})();
