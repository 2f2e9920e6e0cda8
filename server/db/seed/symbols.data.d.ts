import type { SymbolSeed } from './types.ts';
export declare const SYMBOL_SEEDS: SymbolSeed[];
