import { describe, expect, it } from 'vitest';
import { inviteLink } from './inviteLink.ts';

describe('inviteLink', () => {
  it('points at /register on the same origin with the code', () => {
    expect(inviteLink('https://app.pipwave.app', 'AB23CD45')).toBe(
      'https://app.pipwave.app/register?invite_code=AB23CD45',
    );
    expect(inviteLink('http://127.0.0.1:8080', 'X&Y')).toBe('http://127.0.0.1:8080/register?invite_code=X%26Y');
  });
});
