import type { Envelope } from '../protocol/envelope.ts';

/** The server's own figures for a user, read with the page's session token (a failed envelope throws). */
export async function userApiGet<T>(serverUrl: string, token: string, route: string): Promise<T> {
  const response = await fetch(`${serverUrl}${route}`, { headers: { Authorization: token, lang: 'en' } });
  const body = (await response.json()) as Envelope<T>;
  if (body.code !== 1) throw new Error(`${route}: ${body.code} ${body.msg}`);
  return body.data;
}

/**
 * Registers a real account by e-mail as the app does (the log notifier prints the code on the server's
 * stdout) and returns its session token.
 */
export async function registerByEmail(
  serverUrl: string,
  serverOutput: () => string,
  email: string,
  password: string,
): Promise<string> {
  const post = async <T>(route: string, body: unknown) => {
    const response = await fetch(`${serverUrl}${route}`, {
      method: 'POST',
      headers: { lang: 'en', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await response.json()) as Envelope<T>;
  };
  const sent = await post('/api/notify/send_email', { to: email, type: 1 });
  if (sent.code !== 1) throw new Error(`send_email: ${sent.msg}`);
  const pattern = new RegExp(`email to=${email.replace(/[.+]/g, '\\$&')} purpose=register code=(\\d{6})`);
  let code: string | undefined;
  for (let attempt = 0; attempt < 100 && !code; attempt += 1) {
    code = pattern.exec(serverOutput())?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!code) throw new Error(`no register code for ${email} in the server output`);
  const registered = await post<{ token: string }>('/api/user/register', {
    type: 'email',
    account: email,
    password,
    re_password: password,
    sms_code: code,
  });
  if (registered.code !== 1) throw new Error(`register: ${registered.msg}`);
  return registered.data.token;
}
