import { describe, expect, it } from 'vitest';
import { ROUTES, routeByPath, TAB_BAR } from './routeTable.ts';

describe('route table', () => {
  it('has every route of the spec exactly once', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(ROUTES).toHaveLength(28);
    expect(routeByPath('/mine/withdraw-way')?.name).toBe('withdrawWay');
    expect(routeByPath('/trade/')?.name).toBe('trade');
  });

  it('keeps the tab screens alive with a footer and sends visitors to log in for orders, the user centre and the mine screens with account data', () => {
    const kept = ROUTES.filter((route) => route.keepAlive).map((route) => route.name);
    expect(kept).toEqual(['home', 'trade', 'order', 'user', 'news', 'rank']);
    const guarded = ROUTES.filter((route) => route.loginRequired).map((route) => route.name);
    expect(guarded).toEqual([
      'order',
      'user',
      'auth',
      'invite',
      'password',
      'history',
      'charge',
      'withdraw',
      'wallet',
      'bankCardList',
      'coinAddressList',
      'withdrawWay',
      'alerts',
    ]);
    for (const name of TAB_BAR) expect(ROUTES.find((route) => route.name === name)?.footer).toBe(true);
  });
});
