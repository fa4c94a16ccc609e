// Loaded instead of the shell's entry by a page the server drew ahead
// (docs/adr/0012-prerendered-first-paint.md): the scripts start once that page is on screen, so
// they do not compete with its stylesheets on a slow network. The tags to add then wait in
// `<template id="coach-after-paint">`, inert there: nothing in it is fetched before.
// Built on its own by tooling/prerender/write-prerender.mjs (no Module Federation runtime: a few
// hundred bytes), hence a script without imports, its names kept out of the global scope.
(() => {
  const loader = document.currentScript;
  const entry = loader instanceof HTMLScriptElement ? loader.dataset.main : undefined;

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
