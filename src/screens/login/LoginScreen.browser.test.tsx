import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { type Envelope, ResultCode, SUCCESS_CODE } from '../../../protocol/envelope.ts';
import { i18next } from '../../i18n/i18n.ts';
import { useUi } from '../../stores/ui.ts';
import { serverChallenge } from '../../testing/captchaChallenge.ts';
import { type Rendered, render, settle } from '../../testing/render.tsx';
import { Feedback } from '../../ui/Feedback.tsx';
import LoginScreen from './LoginScreen.tsx';

/** The server's English refusals of POST /api/user/loginForU (server/i18n/messages/en.ts). */
const WRONG_PASSWORD = 'Wrong account or password';
const WRONG_PASSWORD_CAPTCHA_NEXT = 'Wrong account or password. A human check is now needed to log in';

const reply = (envelope: Envelope<unknown>) =>
  new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });

/**
 * A server that refuses the log-ins in `refusals`' order and issues real captcha challenges; returns the
 * forms the log-ins sent.
 */
function loginServer(refusals: Envelope<null>[]): URLSearchParams[] {
  const logins: URLSearchParams[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), location.origin);
    if (url.pathname === '/api/user/loginForU') {
      logins.push(new URLSearchParams(String(init?.body)));
      return reply(refusals[logins.length - 1] ?? { code: ResultCode.internal, msg: 'unexpected', data: null });
    }
    if (url.pathname === '/api/captcha') return reply({ code: SUCCESS_CODE, msg: 'ok', data: await serverChallenge() });
    if (url.pathname === '/api/basicSet/getBasicInfo') {
      return reply({ code: SUCCESS_CODE, msg: 'ok', data: { verify_reg_type: 1, is_show_mobile: 0 } });
    }
    return reply({ code: SUCCESS_CODE, msg: 'ok', data: { value: '0' } });
  });
  return logins;
}

describe('LoginScreen refusals', () => {
  let view: Rendered | undefined;
  afterEach(() => {
    view?.unmount();
    vi.restoreAllMocks();
    useUi.setState({ toasts: [] });
  });

  async function showLogin(): Promise<Rendered> {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    view = await render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/login']}>
          <LoginScreen />
          <Feedback />
        </MemoryRouter>
      </QueryClientProvider>,
      { width: 390, height: 844 },
    );
    return view;
  }

  function element<T extends Element>(shown: Rendered, selector: string): T {
    const found = shown.container.querySelector<T>(selector);
    if (!found) throw new Error(`nothing matches ${selector}`);
    return found;
  }

  const toastTexts = () => useUi.getState().toasts.map((toast) => toast.text);
  const captchaState = (shown: Rendered) =>
    shown.container.querySelector('[data-testid="captcha"]')?.getAttribute('data-state');

  it('after the wrong password that brings on the captcha, says it was wrong and starts the human check', async () => {
    const logins = loginServer([
      { code: ResultCode.loginFailed, msg: WRONG_PASSWORD, data: null },
      { code: ResultCode.loginFailedCaptchaRequired, msg: WRONG_PASSWORD_CAPTCHA_NEXT, data: null },
      { code: ResultCode.loginFailedCaptchaRequired, msg: WRONG_PASSWORD_CAPTCHA_NEXT, data: null },
    ]);
    const shown = await showLogin();
    await userEvent.fill(element(shown, 'input[autocomplete="username"]'), 'pat@example.com');
    await userEvent.fill(element(shown, 'input[autocomplete="current-password"]'), 'a wrong guess');
    const logIn = element<HTMLButtonElement>(shown, 'button[type="submit"]');
    expect(logIn.textContent).toBe(i18next.t('auth.login'));

    await userEvent.click(logIn);
    await vi.waitFor(() => expect(toastTexts()).toEqual([WRONG_PASSWORD]));
    expect(captchaState(shown)).toBeUndefined();

    await userEvent.click(logIn);
    // Both on screen: the password was wrong, and the human check it now takes is already under way.
    await vi.waitFor(() => expect(toastTexts()).toContain(WRONG_PASSWORD_CAPTCHA_NEXT));
    expect(document.body.textContent).toContain(WRONG_PASSWORD_CAPTCHA_NEXT);
    await vi.waitFor(() => expect(captchaState(shown)).toBe('solved'), { timeout: 20_000 });
    expect(shown.container.textContent).toContain(i18next.t('auth.captchaVerified'));

    // The next try carries the solved captcha, so the server checks its password.
    await settle();
    expect(logIn.disabled).toBe(false);
    await userEvent.click(logIn);
    await vi.waitFor(() => expect(logins).toHaveLength(3));
    expect(logins[1]?.get('key')).toBeNull();
    expect(logins[2]?.get('key')).toBeTruthy();
    expect(logins[2]?.get('captcha')).toBeTruthy();
  });

  it('makes the links under the form (forgot password, sign up) 44 px touch targets', async () => {
    loginServer([]);
    const shown = await showLogin();
    await settle();
    const links = [...shown.container.querySelectorAll('form a')];
    expect(links.length).toBe(2);
    for (const link of links) expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  });
});
