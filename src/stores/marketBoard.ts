import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** What the home list's rows show: the last price and the day's change, or the bid, the ask and the spread. */
export type MarketBoard = 'last' | 'bidAsk';

export const MARKET_BOARD_KEY = 'pipwave.marketBoard';

interface MarketBoardState {
  /** per device, remembered across reloads */
  board: MarketBoard;
  chooseBoard(board: MarketBoard): void;
}

export const useMarketBoard = create<MarketBoardState>()(
  persist(
    (set) => ({
      board: 'last',
      chooseBoard: (board) => set({ board }),
    }),
    { name: MARKET_BOARD_KEY },
  ),
);
