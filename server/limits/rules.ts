const MINUTE = 60_000;

/** At most `max` hits per `windowMs` for one key; past that, refused until the window ends (or `blockMs`). */
export interface LimitRule {
  max: number;
  windowMs: number;
  /** once spent, the key stays refused this long (counted from the refusal), instead of to the window's end */
  blockMs?: number;
}

/**
 * Every request budget of the server, in one place. Keys are the client address (as Fastify computes it
 * under TRUST_PROXY, keyed by addressKey: an IPv6 client by its /64) or the normalised account; counters live in the database or in Redis (see limiters.ts).
 */
export interface Limits {
  /** user log-in (and password reset) attempts per client address */
  loginPerIp: LimitRule;
  /**
   * password and reset-code checks of one account from one client address (key `account|address`): only
   * attempts that reach the check count, and nobody else's failures block the owner (README "Security")
   */
  loginPerAccountAndAddress: LimitRule;
  /** failed log-ins per account before a captcha is asked (each attempt counts until it succeeds) */
  loginFailuresPerAccount: LimitRule;
  /** failed log-ins per client address before a captcha is asked */
  loginFailuresPerIp: LimitRule;
  registerPerIp: LimitRule;
  codePerIp: LimitRule;
  codePerRecipient: LimitRule;
  captchaPerIp: LimitRule;
  /** new demo accounts per client address (a known device's demo account is free) */
  demoPerIp: LimitRule;
  /** back-office log-in attempts per client address */
  staffLoginPerIp: LimitRule;
  /** back-office failed log-ins per staff e-mail before it is locked (see staffLoginGuard.ts for the back-off) */
  staffLoginFailures: LimitRule;
  /** how many lock-outs a staff e-mail had lately: each one doubles the next lock */
  staffLockouts: LimitRule;
}

export type LimitName = keyof Limits;

export const DEFAULT_LIMITS: Limits = {
  loginPerIp: { max: 30, windowMs: 10 * MINUTE },
  loginPerAccountAndAddress: { max: 10, windowMs: 15 * MINUTE, blockMs: 15 * MINUTE },
  loginFailuresPerAccount: { max: 3, windowMs: 30 * MINUTE },
  loginFailuresPerIp: { max: 3, windowMs: 30 * MINUTE },
  registerPerIp: { max: 10, windowMs: 60 * MINUTE },
  codePerIp: { max: 20, windowMs: 60 * MINUTE },
  codePerRecipient: { max: 6, windowMs: 60 * MINUTE },
  captchaPerIp: { max: 60, windowMs: 10 * MINUTE },
  demoPerIp: { max: 20, windowMs: 60 * MINUTE },
  staffLoginPerIp: { max: 30, windowMs: 10 * MINUTE },
  staffLoginFailures: { max: 5, windowMs: 15 * MINUTE },
  staffLockouts: { max: 1_000_000, windowMs: 24 * 60 * MINUTE },
};

/** Whole minutes to wait, at least 1, for the "try again in N min" message. */
export function minutesToWait(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / MINUTE));
}

/**
 * Open `/v1/ws` sockets one client address may hold on one server process (keyed by addressKey; the
 * server's own host is not counted): a browser tab holds one. Past it the upgrade is a 429. Generous on
 * purpose: a mobile carrier's NAT puts many phones behind one IPv4 address; the cap is there so that one
 * address cannot hold unbounded memory, not to ration users.
 */
export const SOCKETS_PER_ADDRESS = 256;
