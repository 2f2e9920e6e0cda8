import { Q_ASK, Q_BID, Q_HIGH, Q_LOW, Q_MARKET_OPEN, Q_OPEN, Q_TIME, QUOTE_STRIDE, type QuoteUpdate } from './api.ts';

const INITIAL_SYMBOLS = 64;

/**
 * The latest quote of every symbol in one Float64Array, coalesced between updates: a symbol that ticks
 * 50 times between two frames is sent once. No allocation per tick once a symbol is known. (The
 * server's book of latest quotes is server/market/quoteBook.ts; this is the worker's hand-off buffer.)
 */
export class QuoteCoalescer {
  private readonly indexByCode = new Map<string, number>();
  private readonly codes: string[] = [];
  private sentCodes = 0;
  private values = new Float64Array(INITIAL_SYMBOLS * QUOTE_STRIDE);
  /** per symbol: when its last tick was received (Date.now()), so a late snapshot never overwrites it */
  private receivedAt = new Float64Array(INITIAL_SYMBOLS);
  private dirty = new Uint8Array(INITIAL_SYMBOLS);
  private dirtyList = new Uint16Array(INITIAL_SYMBOLS);
  private dirtyCount = 0;

  get hasChanges(): boolean {
    return this.dirtyCount > 0 || this.sentCodes < this.codes.length;
  }

  indexOf(code: string): number {
    let index = this.indexByCode.get(code);
    if (index === undefined) {
      index = this.codes.length;
      this.codes.push(code);
      this.indexByCode.set(code, index);
      if (index >= this.dirty.length) this.grow();
      this.values[index * QUOTE_STRIDE + Q_MARKET_OPEN] = Number.NaN;
    }
    return index;
  }

  /** A tick received at `receivedAt` (Date.now()); the market status stays what the last snapshot said. */
  put(
    index: number,
    time: number,
    bid: number,
    ask: number,
    open: number,
    high: number,
    low: number,
    receivedAt = Date.now(),
  ): void {
    this.receivedAt[index] = receivedAt;
    this.write(index, time, bid, ask, open, high, low);
  }

  private write(index: number, time: number, bid: number, ask: number, open: number, high: number, low: number): void {
    const at = index * QUOTE_STRIDE;
    const values = this.values;
    values[at + Q_BID] = bid;
    values[at + Q_ASK] = ask;
    values[at + Q_OPEN] = open;
    values[at + Q_HIGH] = high;
    values[at + Q_LOW] = low;
    values[at + Q_TIME] = time;
    this.markDirty(index);
  }

  private markDirty(index: number): void {
    if (this.dirty[index] === 0) {
      this.dirty[index] = 1;
      this.dirtyList[this.dirtyCount] = index;
      this.dirtyCount += 1;
    }
  }

  /**
   * A trade_list snapshot's quote, requested at `requestedAt` (Date.now()): its prices apply only to a
   * symbol with no tick received since (never rolled back to an older price); its market status always.
   */
  putSnapshot(
    requestedAt: number,
    code: string,
    quote: { time: number; bid: number; ask: number; open: number; high: number; low: number; marketOpen: boolean },
  ): void {
    const index = this.indexOf(code);
    const statusAt = index * QUOTE_STRIDE + Q_MARKET_OPEN;
    const status = quote.marketOpen ? 1 : 0;
    if (this.values[statusAt] !== status) {
      this.values[statusAt] = status;
      this.markDirty(index);
    }
    if ((this.receivedAt[index] ?? 0) >= requestedAt) return;
    this.write(index, quote.time, quote.bid, quote.ask, quote.open, quote.high, quote.low);
  }

  /** The changed symbols since the previous call, in fresh arrays the caller may transfer. */
  take(): QuoteUpdate | null {
    if (!this.hasChanges) return null;
    const count = this.dirtyCount;
    const index = new Uint16Array(count);
    const values = new Float64Array(count * QUOTE_STRIDE);
    for (let i = 0; i < count; i += 1) {
      const symbol = this.dirtyList[i] ?? 0;
      index[i] = symbol;
      values.set(this.values.subarray(symbol * QUOTE_STRIDE, symbol * QUOTE_STRIDE + QUOTE_STRIDE), i * QUOTE_STRIDE);
      this.dirty[symbol] = 0;
    }
    this.dirtyCount = 0;
    const newCodes = this.codes.slice(this.sentCodes);
    this.sentCodes = this.codes.length;
    return { newCodes, index, values };
  }

  private grow(): void {
    const size = this.dirty.length * 2;
    const values = new Float64Array(size * QUOTE_STRIDE);
    values.set(this.values);
    this.values = values;
    const receivedAt = new Float64Array(size);
    receivedAt.set(this.receivedAt);
    this.receivedAt = receivedAt;
    const dirty = new Uint8Array(size);
    dirty.set(this.dirty);
    this.dirty = dirty;
    const dirtyList = new Uint16Array(size);
    dirtyList.set(this.dirtyList);
    this.dirtyList = dirtyList;
  }
}
