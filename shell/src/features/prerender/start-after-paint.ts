// Loaded instead of the shell's entry by a page the server drew ahead
// (docs/adr/0012-prerendered-first-paint.md): the scripts start once that page is on screen, so
// they do not compete with its stylesheets on a slow network. The tags to add then wait in
// `<template id="coach-after-paint">`, inert there: nothing in it is fetched before.
// Built on its own by tooling/prerender/write-prerender.mjs (no Module Federation runtime: a few
// hundred bytes), hence a script without imports, its names kept out of the global scope: the
// attribute below is PRERENDERED_ATTRIBUTE of @coach/shared/prerender.
(() => {
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

  const start = () => {
    const later = document.getElementById('coach-after-paint');
    if (later instanceof HTMLTemplateElement) document.head.append(later.content.cloneNode(true));
    if (!entry) return;
    const script = document.createElement('script');
    script.src = entry;
    document.head.append(script);
  };

  // The callback after the next frame's: the page has been painted by then.
  requestAnimationFrame(() => setTimeout(start, 0));
})();
