import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FrameScheduler } from './frameScheduler.ts';

describe('the frame scheduler', () => {
  let frames: (() => void)[] = [];
  beforeEach(() => {
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => {
      frames = [];
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  const runFrames = () => {
    for (const frame of frames.splice(0)) frame();
  };

  it('merges every ask before an animation frame into one draw', () => {
    let drawn = 0;
    const scheduler = new FrameScheduler(() => {
      drawn += 1;
    });
    scheduler.invalidate();
    scheduler.invalidate();
    scheduler.invalidate();
    expect(frames).toHaveLength(1);
    expect(scheduler.pending).toBe(true);
    runFrames();
    expect(drawn).toBe(1);
    expect(scheduler.pending).toBe(false);
    scheduler.invalidate();
    runFrames();
    expect(drawn).toBe(2);
  });

  it('flush draws at once and drops the frame it had asked for', () => {
    let drawn = 0;
    const scheduler = new FrameScheduler(() => {
      drawn += 1;
    });
    scheduler.invalidate();
    scheduler.flush();
    expect(drawn).toBe(1);
    expect(frames).toHaveLength(0);
    // the next ask gets a frame of its own
    scheduler.invalidate();
    expect(frames).toHaveLength(1);
  });

  it('draws nothing after it is stopped', () => {
    let drawn = 0;
    const scheduler = new FrameScheduler(() => {
      drawn += 1;
    });
    scheduler.invalidate();
    scheduler.stop();
    runFrames();
    scheduler.invalidate();
    scheduler.flush();
    runFrames();
    expect(drawn).toBe(0);
  });
});
