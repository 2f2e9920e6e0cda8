import { describe, expect, it } from 'vitest';
import { routeByName } from './routeTable.ts';
import { cameByTabBar, scrollActionFor, TAB_BAR_STATE } from './scrollRule.ts';

const home = routeByName('home');
const order = routeByName('order');
const charge = routeByName('charge');

describe('the scroll rule', () => {
  it('brings a tab back where it was when the user returns to it by the tab bar', () => {
    expect(scrollActionFor({ type: 'PUSH', viaTabBar: true, from: 'trade', to: home })).toBe('restore');
    expect(scrollActionFor({ type: 'PUSH', viaTabBar: true, from: 'home', to: order })).toBe('restore');
  });

  it('brings a tab back where it was on going back', () => {
    expect(scrollActionFor({ type: 'POP', viaTabBar: false, from: 'newsDetail', to: routeByName('news') })).toBe(
      'restore',
    );
  });

  it('scrolls to the top for the tab already shown, a link into a tab, and every other screen', () => {
    expect(scrollActionFor({ type: 'PUSH', viaTabBar: true, from: 'home', to: home })).toBe('top');
    expect(scrollActionFor({ type: 'REPLACE', viaTabBar: true, from: 'home', to: home })).toBe('top');
    expect(scrollActionFor({ type: 'PUSH', viaTabBar: false, from: 'home', to: routeByName('trade') })).toBe('top');
    expect(scrollActionFor({ type: 'REPLACE', viaTabBar: false, from: 'login', to: order })).toBe('top');
    expect(scrollActionFor({ type: 'PUSH', viaTabBar: false, from: 'user', to: charge })).toBe('top');
    expect(scrollActionFor({ type: 'POP', viaTabBar: false, from: 'user', to: charge })).toBe('top');
    expect(scrollActionFor({ type: 'PUSH', viaTabBar: false, from: 'home', to: undefined })).toBe('top');
  });

  it('tells a tab-bar navigation by its history state', () => {
    expect(cameByTabBar(TAB_BAR_STATE)).toBe(true);
    expect(cameByTabBar({ via: 'tabBar' })).toBe(true);
    expect(cameByTabBar(null)).toBe(false);
    expect(cameByTabBar({ via: 'link' })).toBe(false);
    expect(cameByTabBar('tabBar')).toBe(false);
  });
});
