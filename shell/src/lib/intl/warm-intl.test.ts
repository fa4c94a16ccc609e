import { warmIntlOffMainThread } from './warm-intl.ts';

class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  posted: unknown[] = [];
  terminated = false;
  constructor(readonly url: URL) {
    super();
    FakeWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

afterEach(() => {
  FakeWorker.made = [];
  Reflect.deleteProperty(globalThis, 'Worker');
});

describe('warmIntlOffMainThread', () => {
  it('asks a worker of its own file for the languages, and ends it once warm', () => {
    Object.assign(globalThis, { Worker: FakeWorker });
    warmIntlOffMainThread(['en']);
    const [worker] = FakeWorker.made;
    expect(worker?.url.pathname).toMatch(/warm-intl\.worker\.js$/);
    expect(worker?.posted).toEqual([['en']]);
    expect(worker?.terminated).toBe(false);
    worker?.dispatchEvent(new Event('message'));
    expect(worker?.terminated).toBe(true);
  });

  it('ends a worker that failed, and does nothing where there are no workers or they are refused', () => {
    Object.assign(globalThis, { Worker: FakeWorker });
    warmIntlOffMainThread(['fr']);
    FakeWorker.made[0]?.dispatchEvent(new Event('error'));
    expect(FakeWorker.made[0]?.terminated).toBe(true);

    Reflect.deleteProperty(globalThis, 'Worker');
    expect(() => warmIntlOffMainThread(['fr'])).not.toThrow();

    Object.assign(globalThis, {
      Worker: class {
        constructor() {
          throw new DOMException('refused', 'SecurityError');
        }
      },
    });
    expect(() => warmIntlOffMainThread(['fr'])).not.toThrow();
  });
});
