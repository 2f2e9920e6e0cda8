/**
 * "These sessions just ended": published when a user logs out, changes or resets a password, or staff end a
 * user's sessions, so every holder of a session (today the `/v1/ws` gateway) drops it at once. In process
 * for now; the port is what a message bus (several server processes) will implement.
 */
export interface SessionsEnded {
  userId: number;
  /** the ended sessions (a log-out ends one, a password change all of the user's) */
  sessionIds: readonly number[];
}

export type SessionsEndedListener = (event: SessionsEnded) => void;

export interface SessionEvents {
  publish(event: SessionsEnded): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: SessionsEndedListener): () => void;
}

/** The single-process bus: listeners run synchronously on publish. */
export class LocalSessionEvents implements SessionEvents {
  private readonly listeners = new Set<SessionsEndedListener>();

  publish(event: SessionsEnded): void {
    if (event.sessionIds.length === 0) return;
    for (const listener of this.listeners) listener(event);
  }

  subscribe(listener: SessionsEndedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
