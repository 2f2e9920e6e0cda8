import { connect, type NatsConnection } from '@nats-io/transport-node';
import { Packr } from 'msgpackr';
import { type BusMessages, type BusTopic, EngineUnreachable, type EventBus, type RequestHandler } from './bus.ts';

export interface NatsBusOptions {
  /** NATS_URL */
  url: string;
  /** first token of every subject: processes of one deployment share it (tests use their own) */
  prefix?: string;
  /** the connection's name in `nats-server` monitoring */
  name?: string;
}

/** Subject prefix of a deployment when none is given. */
export const DEFAULT_SUBJECT_PREFIX = 'pipwave';

/**
 * The event bus over NATS: every topic is the subject `<prefix>.<topic>`, msgpack-encoded; order commands are
 * NATS request/reply on `<prefix>.engine.commands`, served by the engine leader alone (its subscription comes
 * and goes with leadership, so a request during a takeover gets "no responders" at once instead of waiting).
 */
export class NatsEventBus implements EventBus {
  private readonly codec = new Packr({ useRecords: false, mapsAsObjects: true });
  private online = true;

  private constructor(
    private readonly connection: NatsConnection,
    private readonly prefix: string,
  ) {
    void this.followStatus();
  }

  static async connect(options: NatsBusOptions): Promise<NatsEventBus> {
    const connection = await connect({
      servers: options.url,
      name: options.name ?? 'pipwave',
      maxReconnectAttempts: -1,
      reconnectTimeWait: 250,
    });
    return new NatsEventBus(connection, options.prefix ?? DEFAULT_SUBJECT_PREFIX);
  }

  publish<T extends BusTopic>(topic: T, message: BusMessages[T]): void {
    this.connection.publish(this.subject(topic), this.codec.pack(message));
  }

  subscribe<T extends BusTopic>(topic: T, listener: (message: BusMessages[T]) => void): () => void {
    const subscription = this.connection.subscribe(this.subject(topic), {
      callback: (error, message) => {
        if (error) return;
        listener(this.codec.unpack(message.data) as BusMessages[T]);
      },
    });
    return () => subscription.unsubscribe();
  }

  async request(payload: Uint8Array, timeoutMs: number): Promise<Uint8Array> {
    try {
      const reply = await this.connection.request(this.subject('engine.commands'), payload, { timeout: timeoutMs });
      return reply.data;
    } catch (error) {
      throw new EngineUnreachable(error instanceof Error ? error.message : String(error));
    }
  }

  serve(handler: RequestHandler): () => void {
    const subscription = this.connection.subscribe(this.subject('engine.commands'), {
      callback: (error, message) => {
        if (error) return;
        void handler(message.data).then((reply) => message.respond(reply));
      },
    });
    return () => subscription.unsubscribe();
  }

  connected(): boolean {
    return this.online && !this.connection.isClosed();
  }

  /** Every publish so far has reached the server (tests wait on it before asserting). */
  flush(): Promise<void> {
    return this.connection.flush();
  }

  async close(): Promise<void> {
    if (!this.connection.isClosed()) await this.connection.drain();
  }

  private subject(topic: string): string {
    return `${this.prefix}.${topic}`;
  }

  private async followStatus(): Promise<void> {
    for await (const status of this.connection.status()) {
      if (status.type === 'disconnect') this.online = false;
      if (status.type === 'reconnect') this.online = true;
    }
  }
}
