import type { Db } from '../db/database.ts';
import { symbols } from '../db/schema.ts';
import { readSetting } from '../settings/settingsStore.ts';

/** How often a server process re-reads the stop-out level (a change staff made through another process). */
export const STOP_OUT_RELOAD_MS = 5_000;

/** The stop-out level in force: the `stop_out_level` setting, or `fallback` (STOP_OUT_LEVEL) while it is empty. */
export async function readStopOutLevel(db: Db, fallback: number): Promise<number> {
  const level = Number(await readSetting(db, 'stop_out_level'));
  return Number.isInteger(level) && level > 0 ? level : fallback;
}

/**
 * The stop-out level the engine checks on every tick, kept in memory: reloaded at once when staff save it
 * through this process and every few seconds otherwise.
 */
export class LiveStopOutLevel {
  private level: number;

  private constructor(
    private readonly db: Db,
    private readonly fallback: number,
    first: number,
  ) {
    this.level = first;
  }

  static async load(db: Db, fallback: number): Promise<LiveStopOutLevel> {
    return new LiveStopOutLevel(db, fallback, await readStopOutLevel(db, fallback));
  }

  get current(): number {
    return this.level;
  }

  async reload(): Promise<void> {
    this.level = await readStopOutLevel(this.db, this.fallback);
  }
}

/** Every symbol's stops level as stored now, by symbol id. */
export async function readStopsLevels(db: Db): Promise<Map<number, number>> {
  const rows = await db.select({ id: symbols.id, points: symbols.stopsLevel }).from(symbols);
  return new Map(rows.map((row) => [row.id, row.points]));
}

/**
 * The symbols' stops levels the engine judges orders against, kept in memory (an order no longer reads
 * them from the database): reloaded at once when staff save one through this process and every few
 * seconds otherwise (a change made through another process), as the stop-out level is.
 */
export class LiveStopsLevels {
  private constructor(
    private readonly db: Db,
    private levels: Map<number, number>,
  ) {}

  static async load(db: Db): Promise<LiveStopsLevels> {
    return new LiveStopsLevels(db, await readStopsLevels(db));
  }

  /** The symbol's stops level in points (0 for an unknown symbol). */
  of(symbolId: number): number {
    return this.levels.get(symbolId) ?? 0;
  }

  async reload(): Promise<void> {
    this.levels = await readStopsLevels(this.db);
  }
}
