import { Packr } from 'msgpackr';
import { type Amount, amount } from '../money/decimal.ts';
import type { AlertRequest } from '../trading/alertCommands.ts';
import type { AlertRow } from '../trading/alertStore.ts';
import type { StoredOrder } from '../trading/orderStore.ts';
import type { OrderRequest } from '../trading/submitRules.ts';
import type { ClosedAll, OrderCommands, StopsChange } from '../trading/tradingDesk.ts';
import { ENGINE_UNAVAILABLE, refused, type TradingResult } from '../trading/tradingRefusal.ts';
import { EngineUnreachable, type EventBus } from './bus.ts';

/** One order or price-alert command as it travels to the engine leader. */
export type EngineCommand =
  | { kind: 'submit'; userId: number; accountId: number; symbolId: number; request: OrderRequest }
  | { kind: 'close'; accountId: number; orderId: number; lots?: string }
  | { kind: 'closeAll'; accountId: number; symbolId?: number }
  | { kind: 'cancel'; accountId: number; orderId: number }
  | { kind: 'setStops'; accountId: number; orderId: number; stops: StopsChange }
  | { kind: 'resetDemo'; accountId: number }
  | { kind: 'addAlert'; userId: number; request: AlertRequest }
  | { kind: 'cancelAlert'; userId: number; alertId: number };

/** The engine's answer: the command's result (its refusals are data, as in one process), or a fault. */
type EngineReply =
  | { kind: 'order'; result: TradingResult<StoredOrder> }
  | { kind: 'closedAll'; result: TradingResult<ClosedAll> }
  | { kind: 'balance'; result: TradingResult<string> }
  | { kind: 'alert'; result: TradingResult<AlertRow> }
  | { kind: 'fault'; message: string };

/** How long a gateway waits for the engine (a command is a few statements; a takeover takes seconds). */
export const ENGINE_REQUEST_TIMEOUT_MS = 3_000;

/** No engine answered (none elected, or the one asked was replaced): nothing to unpack. */
const ENGINE_UNAVAILABLE_REPLY = Symbol('engine unavailable');

const codec = new Packr({ useRecords: false, mapsAsObjects: true });

async function execute(commands: OrderCommands, command: EngineCommand): Promise<EngineReply> {
  switch (command.kind) {
    case 'submit':
      return {
        kind: 'order',
        result: await commands.submit(command.userId, command.accountId, command.symbolId, command.request),
      };
    case 'close':
      return { kind: 'order', result: await commands.close(command.accountId, command.orderId, command.lots) };
    case 'closeAll':
      return { kind: 'closedAll', result: await commands.closeAll(command.accountId, command.symbolId) };
    case 'cancel':
      return { kind: 'order', result: await commands.cancel(command.accountId, command.orderId) };
    case 'setStops':
      return {
        kind: 'order',
        result: await commands.setStops(command.accountId, command.orderId, command.stops),
      };
    case 'resetDemo': {
      const result = await commands.resetDemo(command.accountId);
      return { kind: 'balance', result: result.ok ? { ok: true, value: result.value.toFixed() } : result };
    }
    case 'addAlert':
      return { kind: 'alert', result: await commands.addAlert(command.userId, command.request) };
    case 'cancelAlert':
      return { kind: 'alert', result: await commands.cancelAlert(command.userId, command.alertId) };
  }
}

/** The engine leader's side: runs each command on the engine and answers with its result. */
export function serveEngineCommands(
  bus: EventBus,
  commands: OrderCommands,
  log: (message: string, error?: unknown) => void,
): () => void {
  return bus.serve(async (payload) => {
    let reply: EngineReply;
    try {
      reply = await execute(commands, codec.unpack(payload) as EngineCommand);
    } catch (error) {
      log('engine command failed', error);
      reply = { kind: 'fault', message: error instanceof Error ? error.message : String(error) };
    }
    return codec.pack(reply);
  });
}

/**
 * A gateway's side: each command is sent once (never retried: a submit that timed out may have been
 * executed, and the client's lists show it) and its reply turned back into what the engine returned or threw.
 * An engine that does not answer (none elected, or taking over) is `serviceUnavailable`.
 */
export class RemoteOrderCommands implements OrderCommands {
  /** rejecters of the requests waiting for a reply */
  private readonly waiting = new Set<(error: Error) => void>();

  constructor(
    private readonly bus: EventBus,
    private readonly timeoutMs = ENGINE_REQUEST_TIMEOUT_MS,
  ) {}

  async submit(userId: number, accountId: number, symbolId: number, request: OrderRequest) {
    return this.order({ kind: 'submit', userId, accountId, symbolId, request });
  }

  async close(accountId: number, orderId: number, lots?: string) {
    return this.order(
      lots === undefined ? { kind: 'close', accountId, orderId } : { kind: 'close', accountId, orderId, lots },
    );
  }

  async closeAll(accountId: number, symbolId?: number) {
    const reply = await this.send(
      symbolId === undefined ? { kind: 'closeAll', accountId } : { kind: 'closeAll', accountId, symbolId },
    );
    if (reply === ENGINE_UNAVAILABLE_REPLY) return refused<ClosedAll>(ENGINE_UNAVAILABLE);
    if (reply.kind !== 'closedAll') throw new Error(`engine answered ${reply.kind} to closeAll`);
    return reply.result;
  }

  async cancel(accountId: number, orderId: number) {
    return this.order({ kind: 'cancel', accountId, orderId });
  }

  async setStops(accountId: number, orderId: number, stops: StopsChange) {
    return this.order({ kind: 'setStops', accountId, orderId, stops });
  }

  async resetDemo(accountId: number) {
    const reply = await this.send({ kind: 'resetDemo', accountId });
    if (reply === ENGINE_UNAVAILABLE_REPLY) return refused<Amount>(ENGINE_UNAVAILABLE);
    if (reply.kind !== 'balance') throw new Error(`engine answered ${reply.kind} to resetDemo`);
    return reply.result.ok ? { ok: true as const, value: amount(reply.result.value) } : reply.result;
  }

  async addAlert(userId: number, request: AlertRequest) {
    return this.alert({ kind: 'addAlert', userId, request });
  }

  async cancelAlert(userId: number, alertId: number) {
    return this.alert({ kind: 'cancelAlert', userId, alertId });
  }

  private async order(command: EngineCommand): Promise<TradingResult<StoredOrder>> {
    const reply = await this.send(command);
    if (reply === ENGINE_UNAVAILABLE_REPLY) return refused<StoredOrder>(ENGINE_UNAVAILABLE);
    if (reply.kind !== 'order') throw new Error(`engine answered ${reply.kind} to ${command.kind}`);
    return reply.result;
  }

  private async alert(command: EngineCommand): Promise<TradingResult<AlertRow>> {
    const reply = await this.send(command);
    if (reply === ENGINE_UNAVAILABLE_REPLY) return refused<AlertRow>(ENGINE_UNAVAILABLE);
    if (reply.kind !== 'alert') throw new Error(`engine answered ${reply.kind} to ${command.kind}`);
    return reply.result;
  }

  /**
   * A new leader took over: the requests still waiting went to the old one, which will not answer (it may or
   * may not have executed them), so they end now as `serviceUnavailable` instead of at the time-out.
   */
  abandonWaiting(): void {
    for (const reject of this.waiting) reject(new EngineUnreachable('a new engine leader took over'));
    this.waiting.clear();
  }

  private async send(command: EngineCommand): Promise<EngineReply | typeof ENGINE_UNAVAILABLE_REPLY> {
    let bytes: Uint8Array;
    let abandon: ((error: Error) => void) | undefined;
    const abandoned = new Promise<never>((_, reject) => {
      abandon = reject;
    });
    if (abandon) this.waiting.add(abandon);
    try {
      bytes = await Promise.race([this.bus.request(codec.pack(command), this.timeoutMs), abandoned]);
    } catch (error) {
      if (error instanceof EngineUnreachable) return ENGINE_UNAVAILABLE_REPLY;
      throw error;
    } finally {
      if (abandon) this.waiting.delete(abandon);
    }
    const reply = codec.unpack(bytes) as EngineReply;
    if (reply.kind === 'fault') throw new Error(`engine fault: ${reply.message}`);
    return reply;
  }
}
