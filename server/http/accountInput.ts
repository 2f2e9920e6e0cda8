import { eq } from 'drizzle-orm';
import { PASSWORD_MIN_LENGTH } from '../../protocol/passwords.ts';
import {
  emailRecipient,
  type LoginChannel,
  mobileRecipient,
  normaliseEmail,
  normaliseMobile,
} from '../accounts/identity.ts';
import { PASSWORD_MAX_LENGTH } from '../accounts/passwords.ts';
import type { Login } from '../accounts/users.ts';
import type { Db } from '../db/database.ts';
import { areaCodes } from '../db/schema.ts';
import { HttpRefusal } from './envelope.ts';

export interface ResolvedLogin {
  login: Login;
  /** The key codes and failure counters are filed under. */
  recipient: string;
  /** Where a code is sent: the e-mail, or "+44 7700900123". */
  address: string;
}

/** Turns the form's channel, account and area id into a normalised log-in name, or refuses with a clear message. */
export async function resolveLogin(
  db: Db,
  channel: LoginChannel,
  account: string,
  areaId: number | undefined,
): Promise<ResolvedLogin> {
  if (channel === 'email') {
    const email = normaliseEmail(account);
    if (!email) throw new HttpRefusal('invalidParams', 'emailInvalid');
    return { login: { channel, email }, recipient: emailRecipient(email), address: email };
  }
  const mobile = normaliseMobile(account);
  if (!mobile) throw new HttpRefusal('invalidParams', 'mobileInvalid');
  if (areaId === undefined) throw new HttpRefusal('invalidParams', 'areaCodeUnknown');
  const [area] = await db.select().from(areaCodes).where(eq(areaCodes.id, areaId));
  if (!area) throw new HttpRefusal('invalidParams', 'areaCodeUnknown');
  return {
    login: { channel, areaCodeId: area.id, diallingCode: area.code, mobile },
    recipient: mobileRecipient(area.code, mobile),
    address: `+${area.code} ${mobile}`,
  };
}

/** Both passwords present, equal and long enough. */
export function checkNewPassword(password: string, confirmation: string | undefined): void {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    throw new HttpRefusal('invalidParams', 'passwordTooShort', { min: PASSWORD_MIN_LENGTH });
  }
  if (confirmation !== undefined && confirmation !== password) {
    throw new HttpRefusal('invalidParams', 'passwordMismatch');
  }
}
