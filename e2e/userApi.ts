import type { Envelope } from '../protocol/envelope.ts';

/** The server's own figures for a user, read with the page's session token (a failed envelope throws). */
export async function userApiGet<T>(serverUrl: string, token: string, route: string): Promise<T> {
  const response = await fetch(`${serverUrl}${route}`, { headers: { Authorization: token, lang: 'en' } });
  const body = (await response.json()) as Envelope<T>;
  if (body.code !== 1) throw new Error(`${route}: ${body.code} ${body.msg}`);
  return body.data;
}
