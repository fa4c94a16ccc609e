import { createLeaveWatch, type LeaveWatchTarget } from './page-leaving.ts';

type Event = 'beforeunload' | 'pagehide' | 'pageshow';

function fakePage() {
  const listeners = new Map<Event, Array<() => void>>();
  const timers: Array<() => void> = [];
  const target: LeaveWatchTarget = {
    addEventListener: (type, listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
  };
  const fire = (type: Event) => listeners.get(type)?.forEach((listener) => listener());
  const watch = createLeaveWatch(target, { graceMs: 10, setTimer: (run) => void timers.push(run) });
  const elapse = () => timers.splice(0).forEach((run) => run());
  return { watch, fire, elapse };
}

describe('createLeaveWatch', () => {
  it.each<[string, Event[], boolean, boolean]>([
    // label, events before the error, whether the grace elapses before pagehide, stays
    ['an error of a page nobody leaves', [], false, true],
    ['an error after beforeunload, then the page goes', ['beforeunload'], false, false],
    ['an error after beforeunload, the navigation cancelled (grace elapsed)', ['beforeunload'], true, true],
    [
      'an error after a page shown again from the back-forward cache',
      ['beforeunload', 'pageshow'],
      false,
      true,
    ],
  ])('%s', async (_label, before, graceElapses, stays) => {
    const page = fakePage();
    for (const event of before) page.fire(event);
    const answer = page.watch.whenStaying();
    if (graceElapses) page.elapse();
    page.fire('pagehide');
    await expect(answer).resolves.toBe(stays);
  });

  it('handles errors as usual again once a cancelled navigation has been waited out', async () => {
    const page = fakePage();
    page.fire('beforeunload');
    const first = page.watch.whenStaying();
    page.elapse();
    await expect(first).resolves.toBe(true);
    await expect(page.watch.whenStaying()).resolves.toBe(true);
  });
});
