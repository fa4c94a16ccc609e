require('@testing-library/jest-dom');
// jsdom does not lay pages out; react-router's scroll restoration calls this on navigation.
// (No window in the files that run as the server does: `@jest-environment node`.)
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

/** The package's own testing-library (the preset's `modulePaths`); the tooling checks have none. */
function packageTestingLibrary() {
  try {
    return require('@testing-library/react');
  } catch {
    return null;
  }
}
// `findBy…` and `waitFor` wait for the thing itself; their deadline (1 s by default) is only a
// ceiling, which a first lazy import on a loaded two-core machine can pass (npm test runs two
// steps at once). Five seconds stays below the preset's test timeout.
// The page's screen-reader announcer (shared `announce`) repeats a notice ~50 ms after it is shown;
// text queries look for what the page shows, so they skip it (role queries still find it).
packageTestingLibrary()?.configure({
  asyncUtilTimeout: 5000,
  defaultIgnore: 'script, style, [data-coach-announcer]',
});
