import { deferred } from '@coach/shared/testing';
import { latestWinsQueue } from './latest-wins-queue.ts';

/**
 * Runs a script against a queue whose saves wait to be answered: `a=x` asks for `x` under `a`,
 * `a ok` / `a fails` answers the save of `a` in flight. Gives what was sent and settled, in order.
 */
async function run(script: readonly string[]) {
  const enqueue = latestWinsQueue<string>();
  const log: string[] = [];
  const inFlight = new Map<string, { ok: () => void; fail: () => void }>();
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  for (const step of script) {
    const [key = '', value] = step.split('=');
    if (value !== undefined) {
      enqueue(key, {
        value,
        save: () => {
          log.push(`send ${key}=${value}`);
          if (inFlight.has(key)) log.push(`two saves of ${key} in flight`);
          return new Promise<void>((ok, reject) => {
            inFlight.set(key, { ok, fail: () => reject(new Error('refused')) });
          });
        },
        settle: async (saved) => {
          log.push(`settle ${key}=${saved?.value ?? 'none'}`);
        },
      });
    } else {
      const [answered = '', outcome] = step.split(' ');
      const save = inFlight.get(answered);
      if (!save) throw new Error(`no save of ${answered} in flight at “${step}”`);
      inFlight.delete(answered);
      if (outcome === 'ok') save.ok();
      else save.fail();
    }
    await flush();
  }
  return log;
}

describe('latestWinsQueue', () => {
  it.each([
    ['sends a wish at once and settles with it', ['a=x', 'a ok'], ['send a=x', 'settle a=x']],
    [
      'sends a wish made while one is in flight once that one is answered',
      ['a=x', 'a=y', 'a ok', 'a ok'],
      ['send a=x', 'send a=y', 'settle a=y'],
    ],
    [
      'sends only the last of the wishes made meanwhile',
      ['a=x', 'a=y', 'a=z', 'a ok', 'a ok'],
      ['send a=x', 'send a=z', 'settle a=z'],
    ],
    [
      'does not send what the server has from the save before',
      ['a=x', 'a=y', 'a=x', 'a ok'],
      ['send a=x', 'settle a=x'],
    ],
    [
      'lets other keys save at the same time',
      ['a=x', 'b=y', 'b ok', 'a ok'],
      ['send a=x', 'send b=y', 'settle b=y', 'settle a=x'],
    ],
    ['settles with nothing saved when the save fails', ['a=x', 'a fails'], ['send a=x', 'settle a=none']],
    [
      'still sends the later wish after a failed save',
      ['a=x', 'a=y', 'a fails', 'a ok'],
      ['send a=x', 'send a=y', 'settle a=y'],
    ],
    [
      'settles with what the server kept when the last save fails',
      ['a=x', 'a=y', 'a ok', 'a fails'],
      ['send a=x', 'send a=y', 'settle a=x'],
    ],
    [
      'after a failed save, does not send what the server kept',
      ['a=x', 'a ok', 'a=y', 'a=z', 'a ok', 'a=y', 'a fails'],
      ['send a=x', 'settle a=x', 'send a=y', 'send a=z', 'settle a=y'],
    ],
    [
      'starts over once settled',
      ['a=x', 'a ok', 'a=x', 'a ok'],
      ['send a=x', 'settle a=x', 'send a=x', 'settle a=x'],
    ],
  ])('%s', async (_, script, expected) => {
    expect(await run(script)).toEqual(expected);
  });

  it('makes a wish asked for while settling wait for the settle, then settles again', async () => {
    const enqueue = latestWinsQueue<string>();
    const log: string[] = [];
    const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
    const wish = (value: string, settling: Promise<void>) => ({
      value,
      save: async () => void log.push(`send ${value}`),
      settle: async () => {
        log.push(`settle ${value}`);
        await settling;
        log.push(`settled ${value}`);
      },
    });
    const refreshed = deferred<void>();
    enqueue('a', wish('x', refreshed.promise));
    await flush();
    enqueue('a', wish('y', Promise.resolve()));
    await flush();
    expect(log).toEqual(['send x', 'settle x']);
    refreshed.resolve();
    await flush();
    expect(log).toEqual(['send x', 'settle x', 'settled x', 'send y', 'settle y', 'settled y']);
  });
});
