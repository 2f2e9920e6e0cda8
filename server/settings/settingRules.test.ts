import { describe, expect, it } from 'vitest';
import { checkSetting } from './settingRules.ts';

describe('what staff may set each server flag to', () => {
  it('links: empty or an absolute http(s) address, nothing a browser would run', () => {
    expect(checkSetting('service_link', ' https://chat.example.com/room?id=7 ')).toEqual({
      ok: true,
      value: 'https://chat.example.com/room?id=7',
    });
    expect(checkSetting('service_link', '')).toEqual({ ok: true, value: '' });
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '/relative', 'chat.example.com', 'ftp://x.example']) {
      expect(checkSetting('company_redirect_url', bad).ok, bad).toBe(false);
    }
  });

  it('choices take only their values; numbers only plain digits in range', () => {
    expect(checkSetting('verify_reg_type', '2')).toEqual({ ok: true, value: '2' });
    expect(checkSetting('verify_reg_type', '3')).toEqual({ ok: false, allowed: '1, 2' });
    expect(checkSetting('app_main_mode', 'true').ok).toBe(false);
    expect(checkSetting('stop_out_level', '080')).toEqual({ ok: true, value: '80' });
    expect(checkSetting('stop_out_level', '')).toEqual({ ok: true, value: '' });
    for (const bad of ['0', '101', '-5', '5.5', '1e2', '0x20']) {
      expect(checkSetting('stop_out_level', bad), bad).toEqual({ ok: false, allowed: '1 … 100', emptyAllowed: true });
    }
    expect(checkSetting('company_status', '').ok).toBe(false);
  });

  it('the complaint address is a normalised e-mail address', () => {
    expect(checkSetting('complaint_email', ' Help@Example.COM ')).toEqual({ ok: true, value: 'help@example.com' });
    expect(checkSetting('complaint_email', 'not an address').ok).toBe(false);
  });
});
