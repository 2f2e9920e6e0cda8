interface Scheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, so the browser can paint and handle input in between:
 * `scheduler.yield()` where there is one (it resumes ahead of other queued tasks), a zero timeout elsewhere.
 * For start-up work that would otherwise run as one long task on a phone.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<Scheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
