import { afterEach, describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../../protocol/locales.ts';
import type { Trader } from '../../../protocol/schemas/ranking.ts';
import { changeLanguage } from '../../i18n/i18n.ts';
import { lineStartOffsets, type Rendered, render } from '../../testing/render.tsx';
import { TraderCard } from './TraderCard.tsx';

const TRADER: Trader = {
  id: 1,
  code: 'PW10231',
  user: 'Harbour Macro',
  avatar: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
  multiple: 100,
  three_week_rate: '18.42',
  three_week_win: '71.5',
  three_week_profit: '12840.5',
  total_rate: '236.8',
  total_trade_num: 1284,
  followers: 3412,
  variety: 'EURUSD,GBPUSD,XAUUSD',
};

// a 320 px phone: the ranking's list and card padding leave the card 296 px
describe('TraderCard on a 320 px phone', () => {
  let view: Rendered | undefined;
  afterEach(async () => {
    view?.unmount();
    await changeLanguage('en');
  });

  it.each<LanguageCode>(['ru', 'de', 'spa', 'id'])(
    '%s keeps the trader name and code whole beside the return',
    async (lang) => {
      await changeLanguage(lang);
      view = await render(<TraderCard trader={TRADER} rank={1} onOpen={() => {}} />, { width: 296, height: 400 });
      const name = view.container.querySelector('[data-trader] img + span > span');
      const code = name?.nextElementSibling;
      if (!name || !code) throw new Error('no name');
      for (const start of lineStartOffsets(name))
        expect(TRADER.user[start - 1], `${lang}: line from ${start}`).toBe(' ');
      expect(code.scrollWidth, `${lang}: code`).toBeLessThanOrEqual(code.clientWidth);
    },
  );
});
