import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_MS, toastDuration, useUi } from './ui.ts';

const shown = () => useUi.getState().toasts.map((toast) => toast.text);

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    useUi.setState({ toasts: [] });
  });

  it('keeps a short message 2.5 s and a long one long enough to read, up to 8 s', () => {
    expect(toastDuration('Saved')).toBe(TOAST_MS);
    const german =
      'Konto oder Passwort falsch. Für die Anmeldung ist jetzt eine Prüfung nötig, dass Sie ein Mensch sind';
    expect(toastDuration(german)).toBeGreaterThan(5000);
    // ideographs hold more per character: a Japanese sentence of 40 counts as 80
    expect(
      toastDuration('アカウントまたはパスワードが違います。ログインには人間であることの確認が必要です'),
    ).toBeGreaterThan(4000);
    expect(toastDuration('x'.repeat(1000))).toBe(8000);
  });

  it('shows the long refusal after the short ones have gone', () => {
    const long = 'Wrong account or password. A human check is now needed to log in';
    useUi.getState().showToast('Saved');
    useUi.getState().showToast(long, 'error');
    vi.advanceTimersByTime(TOAST_MS + 1);
    expect(shown()).toEqual([long]);
    vi.advanceTimersByTime(toastDuration(long) - TOAST_MS);
    expect(shown()).toEqual([]);
  });
});
