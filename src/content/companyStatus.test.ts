import { describe, expect, it } from 'vitest';
import { redirectTarget } from './companyStatus.ts';

const HERE = 'https://app.pipwave.app/trade?code=EURUSD';

describe('redirectTarget', () => {
  it('stays while the status is 0', () => {
    expect(redirectTarget({ status: 0, url: 'https://elsewhere.example', is_main: 0 }, HERE)).toBeNull();
  });

  it('leaves for the given URL when the status is anything else', () => {
    expect(redirectTarget({ status: 1, url: 'https://moved.example/app', is_main: 0 }, HERE)).toBe(
      'https://moved.example/app',
    );
    expect(redirectTarget({ status: -3, url: 'http://moved.example', is_main: 1 }, HERE)).toBe('http://moved.example/');
  });

  it('resolves a path against the page and refuses scripts, empty URLs and the page itself', () => {
    expect(redirectTarget({ status: 1, url: '/closed.html', is_main: 0 }, HERE)).toBe(
      'https://app.pipwave.app/closed.html',
    );
    expect(redirectTarget({ status: 1, url: 'javascript:alert(1)', is_main: 0 }, HERE)).toBeNull();
    expect(redirectTarget({ status: 1, url: '', is_main: 0 }, HERE)).toBeNull();
    expect(redirectTarget({ status: 1, url: '/trade', is_main: 0 }, HERE)).toBeNull();
  });
});
