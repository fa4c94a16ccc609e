// How many times a page was loaded as a document (a full page load), counted when its request
// leaves: the `load` event comes only once every resource of the page has arrived, and a page the
// server drew is read, and a test goes on, before that. A redirect is part of the same load.

/**
 * @param {import('playwright-core').Page} page
 * @returns {() => number} the number of document loads of the page's main frame so far
 */
export function countPageLoads(page) {
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame() && !request.redirectedFrom())
      loads += 1;
  });
  return () => loads;
}
