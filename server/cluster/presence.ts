import type { EventBus } from './bus.ts';

/** How often a gateway reports its logged-in users; a gateway not heard for three reports counts as gone. */
export const PRESENCE_REPORT_MS = 1_000;
const PRESENCE_EXPIRY_MS = 3 * PRESENCE_REPORT_MS;

/**
 * The engine's view of who is online anywhere: the latest report of every gateway heard lately. The totals
 * pusher asks it before computing a user's FOREX_TRADE, as it asks the one gateway in a single process.
 */
export class PresenceBoard {
  private readonly gateways = new Map<string, { userIds: Set<number>; heardAt: number }>();
  private readonly stopListening: () => void;

  constructor(
    bus: EventBus,
    private readonly now: () => number,
  ) {
    this.stopListening = bus.subscribe('presence', (report) =>
      this.gateways.set(report.gatewayId, { userIds: new Set(report.userIds), heardAt: this.now() }),
    );
  }

  isOnline(userId: number): boolean {
    const oldest = this.now() - PRESENCE_EXPIRY_MS;
    for (const [gatewayId, gateway] of this.gateways) {
      if (gateway.heardAt < oldest) this.gateways.delete(gatewayId);
      else if (gateway.userIds.has(userId)) return true;
    }
    return false;
  }

  stop(): void {
    this.stopListening();
  }
}

/** A gateway's side: reports its logged-in users every second; returns the function that stops it. */
export function reportPresence(bus: EventBus, gatewayId: string, onlineUserIds: () => number[]): () => void {
  const report = () => bus.publish('presence', { gatewayId, userIds: onlineUserIds() });
  report();
  const timer = setInterval(report, PRESENCE_REPORT_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** How long without the leader's beat before a process stops counting on a leader (readiness). */
export const LEADER_BEAT_MS = 1_000;
const LEADER_SILENCE_MS = 3 * LEADER_BEAT_MS;

/** Whether an engine leader beat lately (gateways and standbys: `/readyz`). */
export class LeaderWatch {
  private lastBeat: { engineId: string; since: number; heardAt: number } | undefined;
  private readonly changeListeners = new Set<() => void>();
  private readonly stopListening: () => void;

  constructor(
    bus: EventBus,
    private readonly now: () => number,
  ) {
    this.stopListening = bus.subscribe('leader', (beat) => {
      const previous = this.lastBeat;
      this.lastBeat = { engineId: beat.engineId, since: beat.since, heardAt: this.now() };
      const changed = previous && (previous.engineId !== beat.engineId || previous.since !== beat.since);
      if (changed) for (const listener of this.changeListeners) listener();
    });
  }

  /** Calls `listener` whenever another engine (or the same one again) takes the lead; returns the unsubscribe. */
  onChange(listener: () => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /** The leader heard within the last three beats, if any. */
  leader(): string | undefined {
    const beat = this.lastBeat;
    return beat && this.now() - beat.heardAt <= LEADER_SILENCE_MS ? beat.engineId : undefined;
  }

  stop(): void {
    this.stopListening();
  }
}
