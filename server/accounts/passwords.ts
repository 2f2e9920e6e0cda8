import { type Algorithm, hash, verify } from '@node-rs/argon2';

export const PASSWORD_MAX_LENGTH = 128;

/** argon2id with OWASP's minimum: 19 MiB of memory, 2 passes, 1 lane. */
const ARGON2ID: Algorithm = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown account, demo user) it still spends one
 * argon2 verification, so a reply's timing does not tell whether the account exists.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('pipwave-timing-equaliser');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
