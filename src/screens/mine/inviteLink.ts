/** The absolute sign-up link that carries an invite code (same origin as the app). */
export function inviteLink(origin: string, code: string): string {
  const url = new URL('/register', origin);
  url.searchParams.set('invite_code', code);
  return url.toString();
}
