// The loader runs on import (a script without exports), so the page it finds is set up first.
const pendingFrames: FrameRequestCallback[] = [];
/** A script, not a module (nothing to import from it), hence named by a variable. */
const LOADER = './start-after-paint.ts';

beforeAll(async () => {
  document.body.innerHTML = `
    <div id="root" data-prerendered="mfe_home@1.0.0">
      <form inert=""><input id="email"><button type="submit" inert="">Se connecter</button></form>
    </div>`;
  globalThis.requestAnimationFrame = (callback) => pendingFrames.push(callback);
  await import(LOADER);
});

const submit = () => {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  document.querySelector('form')?.dispatchEvent(event);
  return event;
};

it('opens the prerendered forms to typing (their buttons stay inert)', () => {
  expect(document.querySelector('form')?.hasAttribute('inert')).toBe(false);
  expect(document.querySelector('button')?.hasAttribute('inert')).toBe(true);
});

it('holds a submit back while the page is the prerendered one, not after', () => {
  expect(submit().defaultPrevented).toBe(true);
  document.getElementById('root')?.removeAttribute('data-prerendered');
  expect(submit().defaultPrevented).toBe(false);
});

it('adds what waited in the after-paint template once a frame has been painted, a few tags a task', () => {
  const template = document.createElement('template');
  template.id = 'coach-after-paint';
  template.innerHTML = Array.from(
    { length: 7 },
    (_, index) => `<link rel="preload" as="script" href="/${index}.0a1b2c3d4e.js">`,
  ).join('');
  document.body.append(template);
  jest.useFakeTimers();
  const preloads = () =>
    [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href'));
  pendingFrames.forEach((callback) => callback(0));
  expect(preloads()).toEqual([]);
  jest.advanceTimersToNextTimer(); // the frame's deadline: the start
  expect(preloads()).toHaveLength(3);
  jest.runAllTimers();
  jest.useRealTimers();
  expect(preloads()).toEqual(Array.from({ length: 7 }, (_, index) => `/${index}.0a1b2c3d4e.js`));
});

export {};
