import type { Db } from '../db/database.ts';
import { enrolTotp, findStaffByEmail, upsertStaff } from '../staff/staff.ts';
import { totpCode } from '../staff/totp.ts';

export interface TestStaff {
  id: number;
  email: string;
  password: string;
  /** the TOTP secret `npm run staff` would have shown as a QR code */
  secret: string;
  /** the authenticator app's code at `now`, or `stepOffset` 30-second steps later (a code is good once) */
  code(now: number, stepOffset?: number): string;
}

/** A staff account as `npm run staff -- create` makes it: password plus an enrolled second factor. */
export async function createTestStaff(db: Db, email: string, password = 'staff password 1'): Promise<TestStaff> {
  await upsertStaff(db, email, password);
  const enrolment = await enrolTotp(db, email);
  const staff = await findStaffByEmail(db, email);
  if (!enrolment || !staff) throw new Error(`staff ${email} was not created`);
  return {
    id: staff.id,
    email: staff.email,
    password,
    secret: enrolment.secret,
    code: (now, stepOffset = 0) => totpCode(enrolment.secret, now, stepOffset),
  };
}
