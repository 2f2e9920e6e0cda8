import { describe, expect, it } from 'vitest';
import { loginRedirect, returnPath, wantedRoute } from './returnRoute.ts';

describe('the route a log-in returns to', () => {
  it('keeps an in-app route with its query', () => {
    expect(wantedRoute('/mine/withdraw-way?type=2')).toBe('/mine/withdraw-way?type=2');
    expect(wantedRoute('/order?tab=1')).toBe('/order?tab=1');
    expect(wantedRoute('/')).toBe('/');
  });

  it('unwraps log-in URLs nested in `from` to the route first wanted', () => {
    const once = `/login?from=${encodeURIComponent('/mine/history')}`;
    const twice = `/login?from=${encodeURIComponent(once)}`;
    const viaSignUp = `/register?from=${encodeURIComponent(twice)}`;
    expect(wantedRoute(once)).toBe('/mine/history');
    expect(wantedRoute(twice)).toBe('/mine/history');
    expect(wantedRoute(viaSignUp)).toBe('/mine/history');
    expect(wantedRoute('/login')).toBeNull();
    expect(wantedRoute('/forgot?from=%2Flogin')).toBeNull();
  });

  it('refuses anything that is not a screen of this app', () => {
    for (const hostile of [
      'https://evil.example/mine/history',
      '//evil.example/mine/history',
      '/\\evil.example',
      'javascript:alert(1)',
      'mine/history',
      '/admin/users',
      '/no-such-screen',
      '',
    ]) {
      expect(wantedRoute(hostile), hostile).toBeNull();
    }
    expect(wantedRoute(null)).toBeNull();
    expect(wantedRoute(`/login?from=${encodeURIComponent('//evil.example')}`)).toBeNull();
  });

  it('builds the log-in URL around the wanted route, never around a log-in URL', () => {
    expect(loginRedirect('/order?tab=1')).toBe('/login?from=%2Forder%3Ftab%3D1');
    expect(loginRedirect('/login?from=%2Fmine%2Fcharge')).toBe('/login?from=%2Fmine%2Fcharge');
    expect(loginRedirect('/login')).toBe('/login');
    expect(loginRedirect('//evil.example')).toBe('/login');
  });

  it('returns to `from` after logging in, else to the fallback', () => {
    expect(returnPath('?from=%2Fmine%2Fwithdraw-way%3Ftype%3D2')).toBe('/mine/withdraw-way?type=2');
    expect(returnPath(`?from=${encodeURIComponent('/login?from=%2Fmine%2Fhistory')}`)).toBe('/mine/history');
    expect(returnPath('')).toBe('/user');
    expect(returnPath('?from=https%3A%2F%2Fevil.example', '/')).toBe('/');
  });
});
