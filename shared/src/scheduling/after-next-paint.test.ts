import { afterNextPaint } from './after-next-paint.ts';

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('afterNextPaint', () => {
  it('waits for the next frame, then for a task after it', async () => {
    jest.useFakeTimers();
    let frame: FrameRequestCallback = () => undefined;
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    let done = false;
    void afterNextPaint().then(() => {
      done = true;
    });
    await jest.advanceTimersByTimeAsync(10);
    expect(done).toBe(false); // no frame yet
    frame(0);
    expect(done).toBe(false); // the frame's paint comes first
    await jest.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('does not wait for a frame a hidden page never paints', async () => {
    jest.useFakeTimers();
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    let done = false;
    void afterNextPaint().then(() => {
      done = true;
    });
    await jest.advanceTimersByTimeAsync(100);
    expect(done).toBe(true);
  });
});
