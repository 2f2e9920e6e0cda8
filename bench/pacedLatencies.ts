import { LatencyHistogram } from './latencyHistogram.ts';

export type Outcome = 'accepted' | 'refused' | 'failed';

/**
 * What an open-loop run measured, corrected for coordinated omission (as wrk2 and HdrHistogram do): an
 * operation's latency runs from when the schedule had it due, not from when its user could send it. A
 * user waiting on a slow reply sends its next operations late; timed from the late send, those would look
 * fast and hide the wait, so a server that falls behind would not show it in p99.
 */
export class PacedLatencies {
  /** accepted operations, from the due time to the answer (what a trader on that schedule waits) */
  readonly corrected = new LatencyHistogram();
  /** accepted operations, from the actual send to the answer (the server's answer time alone) */
  readonly service = new LatencyHistogram();
  accepted = 0;
  refused = 0;
  failed = 0;
  /** operations due in the window that the run stopped waiting to send (the server was that far behind) */
  unsent = 0;
  /** operations after the window (a last close, so no position stays open); answered, not measured */
  afterWindow = 0;
  /** when the last measured answer came (performance.now() clock, ms) */
  lastAnswerMs = Number.NEGATIVE_INFINITY;

  record(outcome: Outcome, dueMs: number, sentMs: number, answeredMs: number): void {
    this[outcome] += 1;
    this.lastAnswerMs = Math.max(this.lastAnswerMs, answeredMs);
    if (outcome !== 'accepted') return;
    this.corrected.add(answeredMs - dueMs);
    this.service.add(answeredMs - sentMs);
  }

  /** An operation due at dueMs that was still unsent when the run gave up at stopMs: late by at least that. */
  recordUnsent(dueMs: number, stopMs: number): void {
    this.unsent += 1;
    this.corrected.add(stopMs - dueMs);
  }

  /**
   * Accepted operations a second: over the window, or over the time it took to answer them when that ran
   * past the window's end (a server that falls behind answers the window's operations later).
   */
  acceptedRate(startMs: number, endMs: number): number {
    const seconds = (Math.max(endMs, this.lastAnswerMs) - startMs) / 1000;
    return seconds > 0 ? this.accepted / seconds : 0;
  }
}
