import { parseArgs } from 'node:util';
import QRCode from 'qrcode';
import { readConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/database.ts';
import { enrolTotp, findStaffByEmail, StaffInputError, type TotpEnrolment, upsertStaff } from '../staff/staff.ts';

const USAGE = [
  'usage: npm run staff -- create --email E --password P   (new account, or new password; enrols the code app if needed)',
  '       npm run staff -- totp --email E                  (a new authenticator secret: the old one stops working)',
].join('\n');

async function printEnrolment(email: string, enrolment: TotpEnrolment): Promise<void> {
  console.log(`staff ${email}: scan this with an authenticator app; log-in asks for its 6-digit code`);
  console.log(await QRCode.toString(enrolment.uri, { type: 'terminal', small: true }));
  console.log(`otpauth URI: ${enrolment.uri}`);
  console.log(`secret (to type in by hand): ${enrolment.secret}`);
}

async function create(database: DatabaseHandle, email: string, password: string): Promise<void> {
  const outcome = await upsertStaff(database.db, email, password);
  console.log(`staff ${email} ${outcome}`);
  const staff = await findStaffByEmail(database.db, email);
  if (staff?.totpSecret) {
    console.log('its authenticator app stays enrolled (npm run staff -- totp --email E for a new one)');
    return;
  }
  const enrolment = await enrolTotp(database.db, email);
  if (enrolment) await printEnrolment(email, enrolment);
}

async function totp(database: DatabaseHandle, email: string): Promise<boolean> {
  const enrolment = await enrolTotp(database.db, email);
  if (!enrolment) {
    console.error(`no staff account ${email}`);
    return false;
  }
  await printEnrolment(email, enrolment);
  return true;
}

/** `npm run staff -- create|totp ...`: the only way to make a back-office account and its second factor. */
async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, password: { type: 'string' } },
  });
  const command = positionals[0];
  const { email, password } = values;
  if (!email || !((command === 'create' && password) || command === 'totp')) {
    console.error(USAGE);
    return 2;
  }
  const config = readConfig();
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    await database.migrate();
    if (command === 'create' && password) await create(database, email, password);
    else if (!(await totp(database, email))) return 1;
    return 0;
  } catch (error) {
    if (error instanceof StaffInputError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
