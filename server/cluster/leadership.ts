import pg from 'pg';

/** Who leads the engines: at most one process runs the quote feed, the trading engine and its triggers. */
export interface Leadership {
  /**
   * Campaigns until elected, then calls `elected`; calls `lost` once if leadership is lost afterwards (the
   * caller must stop acting as leader at once).
   */
  start(handlers: { elected(): Promise<void> | void; lost(reason: string): void }): void;
  readonly isLeader: boolean;
  stop(): Promise<void>;
}

/** One process, nobody to compete with (`ROLE=all`, and tests on PGlite): leader at once. */
export class SoleLeadership implements Leadership {
  isLeader = false;

  start(handlers: { elected(): Promise<void> | void }): void {
    this.isLeader = true;
    void handlers.elected();
  }

  async stop(): Promise<void> {
    this.isLeader = false;
  }
}

/** The advisory lock's key: "pipwave engine" (any bigint; every engine of a deployment uses the same). */
export const ENGINE_LOCK_KEY = 7_126_001;

export interface AdvisoryLockOptions {
  /** DATABASE_URL */
  url: string;
  /** how often a standby tries the lock and a leader checks its connection */
  pollMs?: number;
  log?: (message: string, error?: unknown) => void;
}

/**
 * Leader election by a session-level PostgreSQL advisory lock held on a connection of its own: the lock lives
 * exactly as long as that session, so a leader that dies (kill -9, network cut, its backend terminated) frees
 * it and a standby, trying `pg_try_advisory_lock` every `pollMs`, takes over. The leader checks its
 * connection every `pollMs` too: when it breaks, it has lost the lock (another engine may hold it already)
 * and is told to stop.
 */
export class AdvisoryLockLeadership implements Leadership {
  isLeader = false;
  private client: pg.Client | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private handlers: { elected(): Promise<void> | void; lost(reason: string): void } | undefined;

  constructor(private readonly options: AdvisoryLockOptions) {}

  start(handlers: { elected(): Promise<void> | void; lost(reason: string): void }): void {
    this.handlers = handlers;
    void this.campaign();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.isLeader = false;
    // Ending the session releases the lock at once (a standby takes over within its poll).
    await this.client?.end().catch(() => {});
    this.client = undefined;
  }

  /** The lock connection's backend pid (tests terminate it to simulate a dead leader). */
  async backendPid(): Promise<number | undefined> {
    const result = await this.client?.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    return result?.rows[0]?.pid;
  }

  private get pollMs(): number {
    return this.options.pollMs ?? 250;
  }

  private schedule(step: () => Promise<void>): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => void step(), this.pollMs);
  }

  private async connection(): Promise<pg.Client> {
    if (this.client) return this.client;
    const client = new pg.Client({ connectionString: this.options.url, keepAlive: true });
    client.on('error', (error) => this.connectionBroke(client, error.message));
    client.on('end', () => this.connectionBroke(client, 'connection ended'));
    await client.connect();
    this.client = client;
    return client;
  }

  private async campaign(): Promise<void> {
    if (this.stopped) return;
    try {
      const client = await this.connection();
      const result = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
        ENGINE_LOCK_KEY,
      ]);
      if (result.rows[0]?.locked && !this.stopped) {
        this.isLeader = true;
        await this.handlers?.elected();
        this.schedule(() => this.watch());
        return;
      }
    } catch (error) {
      this.options.log?.('leader election: the lock could not be tried', error);
      await this.dropClient();
    }
    this.schedule(() => this.campaign());
  }

  private async watch(): Promise<void> {
    if (this.stopped || !this.isLeader) return;
    try {
      await this.client?.query('SELECT 1');
      this.schedule(() => this.watch());
    } catch (error) {
      this.connectionBroke(this.client, error instanceof Error ? error.message : String(error));
    }
  }

  private connectionBroke(client: pg.Client | undefined, reason: string): void {
    if (client !== this.client) return;
    void this.dropClient();
    if (this.isLeader) {
      this.isLeader = false;
      this.handlers?.lost(reason);
    }
    if (this.timer) clearTimeout(this.timer);
    this.schedule(() => this.campaign());
  }

  private async dropClient(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }
}
