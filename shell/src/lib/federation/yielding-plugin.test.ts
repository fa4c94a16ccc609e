import { yieldingRuntimePlugin } from './yielding-plugin';

describe('yieldingRuntimePlugin', () => {
  it('ends the task before the container starts, before the expose is fetched and before it runs', async () => {
    const yieldNow = jest.fn(() => Promise.resolve());
    const plugin = yieldingRuntimePlugin(yieldNow);
    const hooks = [plugin.beforeInitRemote, plugin.beforeGetExpose, plugin.beforeExecuteFactory];
    for (const hook of hooks) {
      expect(typeof hook).toBe('function');
      // The runtime awaits an async hook's promise and carries on with its own arguments when it
      // resolves to undefined (AsyncHook).
      await expect((hook as unknown as () => Promise<unknown>)()).resolves.toBeUndefined();
    }
    expect(yieldNow).toHaveBeenCalledTimes(hooks.length);
  });
});
