import { Q_ASK, Q_BID, Q_HIGH, Q_LOW, Q_OPEN, Q_TIME, QUOTE_STRIDE, type QuoteUpdate } from './api.ts';

const INITIAL_SYMBOLS = 64;

/**
 * The latest quote of every symbol in one Float64Array, coalesced between updates: a symbol that ticks
 * 50 times between two frames is sent once. No allocation per tick once a symbol is known.
 */
export class QuoteBook {
  private readonly indexByCode = new Map<string, number>();
  private readonly codes: string[] = [];
  private sentCodes = 0;
  private values = new Float64Array(INITIAL_SYMBOLS * QUOTE_STRIDE);
  /** per symbol: the update count at its last change, so a late snapshot never overwrites a newer tick */
  private serials = new Float64Array(INITIAL_SYMBOLS);
  private dirty = new Uint8Array(INITIAL_SYMBOLS);
  private dirtyList = new Uint16Array(INITIAL_SYMBOLS);
  private dirtyCount = 0;
  private serial = 0;

  /** Incremented by every change; a snapshot requested at serial S only updates symbols untouched since. */
  get currentSerial(): number {
    return this.serial;
  }

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
    }
    return index;
  }

  put(index: number, time: number, bid: number, ask: number, open: number, high: number, low: number): void {
    const at = index * QUOTE_STRIDE;
    const values = this.values;
    values[at + Q_BID] = bid;
    values[at + Q_ASK] = ask;
    values[at + Q_OPEN] = open;
    values[at + Q_HIGH] = high;
    values[at + Q_LOW] = low;
    values[at + Q_TIME] = time;
    this.serial += 1;
    this.serials[index] = this.serial;
    if (this.dirty[index] === 0) {
      this.dirty[index] = 1;
      this.dirtyList[this.dirtyCount] = index;
      this.dirtyCount += 1;
    }
  }

  /** Snapshot values apply only to symbols that have not ticked since `sinceSerial`. */
  putIfOlder(
    sinceSerial: number,
    code: string,
    time: number,
    bid: number,
    ask: number,
    open: number,
    high: number,
    low: number,
  ): void {
    const index = this.indexOf(code);
    if ((this.serials[index] ?? 0) > sinceSerial) return;
    this.put(index, time, bid, ask, open, high, low);
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
    const serials = new Float64Array(size);
    serials.set(this.serials);
    this.serials = serials;
    const dirty = new Uint8Array(size);
    dirty.set(this.dirty);
    this.dirty = dirty;
    const dirtyList = new Uint16Array(size);
    dirtyList.set(this.dirtyList);
    this.dirtyList = dirtyList;
  }
}
