import { verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUCCESS_CODE } from '../../protocol/envelope.ts';
import type { CaptchaPayload } from '../../protocol/schemas/captcha.ts';
import { serverChallenge, TEST_CAPTCHA_MAX_NUMBER, TEST_CAPTCHA_SECRETS } from '../testing/captchaChallenge.ts';
import { type Rendered, render } from '../testing/render.tsx';
import type { CaptchaAnswer } from './api.ts';
import { CaptchaField } from './CaptchaField.tsx';

function captchaServer(reply: () => Promise<Response>): URL[] {
  const requests: URL[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    requests.push(new URL(String(input), location.origin));
    return reply();
  });
  return requests;
}

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: SUCCESS_CODE, msg: 'ok', data }), {
    headers: { 'content-type': 'application/json' },
  });

const state = (view: Rendered) => view.container.querySelector('[data-testid="captcha"]')?.getAttribute('data-state');

describe('CaptchaField in Chromium', () => {
  let view: Rendered | undefined;
  afterEach(() => {
    view?.unmount();
    vi.restoreAllMocks();
  });

  it('solves a real challenge in a worker and hands on a payload the server verifies', async () => {
    const issued = await serverChallenge();
    const requests = captchaServer(async () => envelope(issued));
    const answers: (CaptchaAnswer | null)[] = [];
    view = await render(<CaptchaField round={1} onChange={(answer) => answers.push(answer)} />);
    const shown = view;
    expect(shown.container.textContent).toContain('Verifying you are human…');

    await vi.waitFor(() => expect(state(shown)).toBe('solved'), { timeout: 20_000 });
    expect(shown.container.textContent).toContain('Verified, you can continue');
    expect(requests.map((url) => url.pathname)).toEqual(['/api/captcha']);

    const answer = answers.at(-1);
    expect(answer?.key).toBe(issued.id);
    const payload = JSON.parse(atob(answer?.captcha ?? '')) as CaptchaPayload;
    expect(payload.challenge).toEqual(issued.challenge);
    expect(payload.solution.counter).toBe(TEST_CAPTCHA_MAX_NUMBER - 20);
    const verdict = await verifySolution({ ...payload, deriveKey, ...TEST_CAPTCHA_SECRETS });
    expect(verdict.verified).toBe(true);
  });

  it('shows a translated failure when the challenge cannot be fetched, and solves on retry', async () => {
    let online = false;
    const issued = await serverChallenge();
    captchaServer(async () => {
      if (!online) throw new TypeError('Failed to fetch');
      return envelope(issued);
    });
    const answers: (CaptchaAnswer | null)[] = [];
    view = await render(<CaptchaField round={1} onChange={(answer) => answers.push(answer)} />);
    const shown = view;
    await vi.waitFor(() => expect(state(shown)).toBe('failed'));
    expect(shown.container.textContent).toContain('The human check could not be completed');
    expect(answers.filter(Boolean)).toEqual([]);

    online = true;
    const retry = [...shown.container.querySelectorAll('button')].find((button) => button.textContent === 'Try again');
    expect(retry).toBeDefined();
    await act(async () => retry?.click());
    await vi.waitFor(() => expect(state(shown)).toBe('solved'), { timeout: 20_000 });
    expect(answers.at(-1)?.key).toBe(issued.id);
  });

  it('replaces a solved challenge shortly before it expires, so a slow form is not refused', async () => {
    const issued = [await serverChallenge(22), await serverChallenge()];
    const requests = captchaServer(async () => envelope(issued[Math.min(requests.length, issued.length) - 1]));
    const answers: (CaptchaAnswer | null)[] = [];
    view = await render(<CaptchaField round={1} onChange={(answer) => answers.push(answer)} />);
    const shown = view;
    await vi.waitFor(() => expect(answers.at(-1)?.key).toBe(issued[0]?.id), { timeout: 20_000 });
    // 20 s before the first one's expiry (2 s after it was issued) the field fetches and solves another.
    await vi.waitFor(() => expect(answers.at(-1)?.key).toBe(issued[1]?.id), { timeout: 20_000 });
    expect(requests).toHaveLength(2);
    // the answer reaches onChange in the same update that shows it solved: the DOM may follow a moment later
    await vi.waitFor(() => expect(state(shown)).toBe('solved'));
  });
});
