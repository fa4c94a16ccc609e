/** Thrown by every use of a browser singleton in a server bundle (docs/server-render.md). */
export class BrowserSingletonError extends Error {
  override readonly name = 'BrowserSingletonError';
  constructor(what: string) {
    super(
      `${what} is the browser's, one per page: on the server it would carry one member's data into ` +
        "another's page. Read the member from the route's data (docs/server-render.md).",
    );
  }
}

/** A stand-in whose every property access throws. */
export function refusedObject<T extends object>(what: string): T {
  return new Proxy({} as T, {
    get() {
      throw new BrowserSingletonError(what);
    },
  });
}

/** A stand-in function that throws when called. */
export function refusedFunction<F extends (...args: never[]) => unknown>(what: string): F {
  return (() => {
    throw new BrowserSingletonError(what);
  }) as unknown as F; // a function that never returns fits any signature
}
