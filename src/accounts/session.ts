import { useSession } from '../stores/session.ts';
import { accountsApi } from './api.ts';
import { demoDeviceId } from './demoDevice.ts';

/** Keeps a new token and loads the user it belongs to (GET /api/user/info). */
export async function startSession(token: string): Promise<void> {
  useSession.getState().setToken(token);
  const user = await accountsApi.userInfo();
  useSession.getState().setUser(user);
}

/** Logs this device into its demo account (created with 10,000 USD on first use). */
export async function enterDemo(): Promise<void> {
  const { token } = await accountsApi.createDemo(demoDeviceId());
  await startSession(token);
}

/**
 * From the account logged in to this device's demo account. The demo's token comes first: when it is
 * refused (too many demo accounts from this address, no network) the user stays logged in where they were
 * (the API client says why); only then is the old session ended.
 */
export async function switchToDemo(): Promise<void> {
  const { token } = await accountsApi.createDemo(demoDeviceId());
  await endSession();
  await startSession(token);
}

/** Revokes the token on the server, then forgets it here whatever the server said. */
export async function endSession(): Promise<void> {
  if (useSession.getState().token) await accountsApi.logout().catch(() => undefined);
  useSession.getState().clear();
}
