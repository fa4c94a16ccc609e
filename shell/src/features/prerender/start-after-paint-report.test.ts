// Where the browser reports paints, the scripts start on the report of the first contentful
// paint, not on the frame's callback (start-after-paint.ts); the frame's deadline is the fallback.
const pendingFrames: FrameRequestCallback[] = [];
/** A script, not a module (nothing to import from it), hence named by a variable. */
const LOADER = './start-after-paint.ts';
let reportPaint: (name: string) => void = () => undefined;

class FakePaintObserver {
  static readonly supportedEntryTypes = ['paint'];
  constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
  observe() {
    reportPaint = (name) =>
      this.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
  }
  disconnect() {
    reportPaint = () => undefined;
  }
}

const entryScript = () => document.head.querySelector('script[src="/main.0a1b2c3d4e.js"]');

beforeAll(async () => {
  document.body.innerHTML = '<div id="root" data-prerendered="mfe_home@1.0.0"><h1>Connexion</h1></div>';
  const loader = document.createElement('script');
  loader.dataset.main = '/main.0a1b2c3d4e.js';
  Object.defineProperty(document, 'currentScript', { value: loader, configurable: true });
  globalThis.requestAnimationFrame = (callback) => pendingFrames.push(callback);
  Object.assign(globalThis, { PerformanceObserver: FakePaintObserver });
  jest.useFakeTimers();
  await import(LOADER);
});

afterAll(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(globalThis, 'PerformanceObserver');
});

it('waits past the next frame while the paint has not been reported', () => {
  pendingFrames.forEach((callback) => callback(0));
  jest.advanceTimersByTime(100);
  expect(entryScript()).toBeNull();
});

it('starts the scripts once the first contentful paint is reported, not on another paint', () => {
  reportPaint('first-paint');
  jest.advanceTimersByTime(100);
  expect(entryScript()).toBeNull();
  reportPaint('first-contentful-paint');
  jest.advanceTimersByTime(0);
  expect(entryScript()).not.toBeNull();
});

it('starts them once only, when the deadline passes too', () => {
  jest.runAllTimers();
  expect(document.head.querySelectorAll('script[src="/main.0a1b2c3d4e.js"]')).toHaveLength(1);
});

export {};
