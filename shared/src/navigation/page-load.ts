/**
 * Full page loads go through this object, so that tests (jsdom cannot navigate) can replace
 * them and the app has one place that leaves the single-page world.
 */
export const pageLoad = {
  assign(href: string): void {
    window.location.assign(href);
  },
  reload(): void {
    window.location.reload();
  },
};
