import { describe, expect, it, vi } from 'vitest';
import { testDatabases } from '../testing/testDatabases.ts';
import { EURUSD, usePaymentsApp } from './testing/paymentsScenario.ts';
import { approvedWithdrawalOnMargin, closeReasonOf, type MarginStage } from './testing/withdrawalOnMargin.ts';

// No periodic sweep (it would re-read the balance too, every 5 s): only the approval's notice can.
vi.mock(import('../trading/stopOut.ts'), async (original) => ({
  ...(await original()),
  sweepStopOuts: async () => {},
}));

describe.each(testDatabases())('an approved withdrawal and the stop-out screen on $name', (target) => {
  const h = usePaymentsApp(target);
  const stage: MarginStage = {
    get database() {
      return h.database;
    },
    get app() {
      return h.app;
    },
    get staff() {
      return h.staff;
    },
    now: () => h.clock.now,
    async quote(bid) {
      h.clock.now += 1_000;
      h.app.source.push({ symbolId: EURUSD, time: h.clock.now, bid, ask: Number((bid + 0.0002).toFixed(5)) });
      await h.app.trading.settled();
    },
  };

  it('screens the account with the balance the approval left: the next fall stops it out at once', async () => {
    const { orderId } = await approvedWithdrawalOnMargin(stage);
    // −360 at 1.0930: equity 239.73 on 550.10 of margin, 43.6 %, below the 50 % level. The balance before the
    // withdrawal (999.73) would have screened it at 116 %, too far from the level for the exact check.
    await stage.quote(1.093);
    expect(await closeReasonOf(h.database, orderId)).toBe('stop_out');
  });
});
