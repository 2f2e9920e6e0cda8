import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { EngineTimings, TickTrigger } from '../trading/engine.ts';
import type { OrderCommands, TradingDesk } from '../trading/tradingDesk.ts';

export type ProcessRole = 'all' | 'engine' | 'gateway';

/** What the gateway metrics read from a realtime gateway. */
export interface GatewayCounts {
  readonly connectionCount: number;
  readonly framesSent: number;
  readonly droppedFrames: number;
  onBatchWritten(listener: (seconds: number) => void): void;
}

/** What the engine metrics read from an engine process. */
export interface EngineCounts {
  isLeader(): boolean;
  /** triggers and stop-out checks queued and not finished */
  queueDepth(): number;
}

/**
 * One process's Prometheus metrics (prom-client, its own registry, served at `/metrics`): Node's own
 * (CPU, memory, event-loop lag, GC) plus sockets, frames, order latency, the engine's queue and leadership.
 * docs/scale-out.md lists them.
 */
export class ProcessMetrics implements EngineTimings {
  readonly registry = new Registry();
  private readonly orderSeconds: Histogram<'command' | 'outcome'>;
  private readonly triggerSeconds: Histogram<'trigger'>;

  constructor(role: ProcessRole) {
    this.registry.setDefaultLabels({ role });
    collectDefaultMetrics({ register: this.registry, prefix: 'pipwave_' });
    this.orderSeconds = new Histogram({
      name: 'pipwave_order_command_seconds',
      help: 'Time from an order command reaching this process to its result (a gateway includes the trip to the engine)',
      labelNames: ['command', 'outcome'],
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [this.registry],
    });
    this.triggerSeconds = new Histogram({
      name: 'pipwave_engine_trigger_lag_seconds',
      help: 'Time from ticks reaching the engine to the stop-loss, take-profit, pending fill, price alert or stop-out check they set off being done',
      labelNames: ['trigger'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [this.registry],
    });
  }

  triggerDone(trigger: TickTrigger, seconds: number): void {
    this.triggerSeconds.observe({ trigger }, seconds);
  }

  /** Sockets and frames of this process's realtime gateway. */
  watchGateway(gateway: GatewayCounts): void {
    new Gauge({
      name: 'pipwave_ws_sockets',
      help: 'Open /v1/ws sockets',
      registers: [this.registry],
      collect() {
        this.set(gateway.connectionCount);
      },
    });
    monotonic(this.registry, 'pipwave_ws_frames_sent_total', 'Frames written to sockets', () => gateway.framesSent);
    monotonic(
      this.registry,
      'pipwave_ws_frames_dropped_total',
      'Frames skipped for sockets with too much queued (slow clients)',
      () => gateway.droppedFrames,
    );
    const batchSeconds = new Histogram({
      name: 'pipwave_ws_batch_write_seconds',
      help: 'Time from a batch of quotes and candles leaving the coalescing window to its write to the last subscribed socket',
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
      registers: [this.registry],
    });
    gateway.onBatchWritten((seconds) => batchSeconds.observe(seconds));
  }

  /** Leadership and queue depth of this process's engine (leader or standby). */
  watchEngine(engine: EngineCounts): void {
    new Gauge({
      name: 'pipwave_engine_leader',
      help: '1 while this process is the engine leader, 0 on a standby',
      registers: [this.registry],
      collect() {
        this.set(engine.isLeader() ? 1 : 0);
      },
    });
    new Gauge({
      name: 'pipwave_engine_queue_depth',
      help: 'Triggers and stop-out checks waiting on the engine queue',
      registers: [this.registry],
      collect() {
        this.set(engine.queueDepth());
      },
    });
  }

  observeOrder(command: string, outcome: 'ok' | 'refused' | 'error', seconds: number): void {
    this.orderSeconds.observe({ command, outcome }, seconds);
  }
}

/** A counter that follows a running total kept elsewhere (incremented by the difference at each scrape). */
function monotonic(registry: Registry, name: string, help: string, read: () => number): void {
  let seen = 0;
  new Counter({
    name,
    help,
    registers: [registry],
    collect() {
      const now = read();
      if (now > seen) this.inc(now - seen);
      seen = Math.max(seen, now);
    },
  });
}

/** The desk with every order command timed into `pipwave_order_command_seconds` (the desk itself without metrics). */
export function timedDesk(desk: TradingDesk, metrics: ProcessMetrics | undefined): TradingDesk {
  if (!metrics) return desk;
  const time = async <T extends { ok: boolean }>(command: keyof OrderCommands, work: Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      const result = await work;
      metrics.observeOrder(command, result.ok ? 'ok' : 'refused', (performance.now() - started) / 1000);
      return result;
    } catch (error) {
      // refusals are results: a throw is an error (a fault on the engine, the database)
      metrics.observeOrder(command, 'error', (performance.now() - started) / 1000);
      throw error;
    }
  };
  return {
    submit: (...args) => time('submit', desk.submit(...args)),
    close: (...args) => time('close', desk.close(...args)),
    closeAll: (...args) => time('closeAll', desk.closeAll(...args)),
    cancel: (...args) => time('cancel', desk.cancel(...args)),
    setStops: (...args) => time('setStops', desk.setStops(...args)),
    resetDemo: (...args) => time('resetDemo', desk.resetDemo(...args)),
    addAlert: (...args) => time('addAlert', desk.addAlert(...args)),
    cancelAlert: (...args) => time('cancelAlert', desk.cancelAlert(...args)),
    myDeals: (...args) => desk.myDeals(...args),
    risk: (...args) => desk.risk(...args),
    lockedFreeMargin: (...args) => desk.lockedFreeMargin(...args),
    balanceMoved: (accountId) => desk.balanceMoved(accountId),
  };
}
