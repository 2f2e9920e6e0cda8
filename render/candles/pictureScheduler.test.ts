import { describe, expect, it, vi } from 'vitest';
import { PictureScheduler } from './pictureScheduler.ts';

/** Lets the microtasks queued so far run. */
const settle = () => Promise.resolve();

describe('the picture scheduler', () => {
  it('merges every ask within a task into one picture, built when the task is done, without an animation frame', async () => {
    const requestFrame = vi.fn();
    vi.stubGlobal('requestAnimationFrame', requestFrame);
    let drawn = 0;
    const scheduler = new PictureScheduler(() => {
      drawn += 1;
    });
    scheduler.invalidate();
    scheduler.invalidate();
    scheduler.invalidate();
    expect(drawn).toBe(0);
    expect(scheduler.pending).toBe(true);
    await settle();
    expect(drawn).toBe(1);
    expect(scheduler.pending).toBe(false);
    scheduler.invalidate();
    await settle();
    expect(drawn).toBe(2);
    expect(requestFrame).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('flush draws at once and answers the pending ask', async () => {
    let drawn = 0;
    const scheduler = new PictureScheduler(() => {
      drawn += 1;
    });
    scheduler.invalidate();
    scheduler.flush();
    expect(drawn).toBe(1);
    await settle();
    expect(drawn).toBe(1);
    // the next ask gets a picture of its own
    scheduler.invalidate();
    await settle();
    expect(drawn).toBe(2);
  });

  it('draws nothing after it is stopped', async () => {
    let drawn = 0;
    const scheduler = new PictureScheduler(() => {
      drawn += 1;
    });
    scheduler.invalidate();
    scheduler.stop();
    await settle();
    scheduler.invalidate();
    scheduler.flush();
    await settle();
    expect(drawn).toBe(0);
  });
});
