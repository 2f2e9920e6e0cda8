import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../stores/session.ts';
import { accountsApi } from './api.ts';
import { switchToDemo } from './session.ts';

vi.mock('./api.ts', () => ({
  accountsApi: { createDemo: vi.fn(), logout: vi.fn(), userInfo: vi.fn() },
}));
vi.mock('./demoDevice.ts', () => ({ demoDeviceId: () => 'device-1' }));

const REAL_TOKEN = 'real-token';
const api = vi.mocked(accountsApi);

describe('switching from a real account to the demo account', () => {
  beforeEach(() => {
    useSession.getState().setToken(REAL_TOKEN);
    api.logout.mockResolvedValue(null);
    api.userInfo.mockResolvedValue({ uid: 7 } as Awaited<ReturnType<typeof accountsApi.userInfo>>);
  });
  afterEach(() => {
    vi.resetAllMocks();
    useSession.getState().clear();
  });

  it('stays logged in to the real account when the demo account is refused', async () => {
    api.createDemo.mockRejectedValue(new Error('Too many attempts, please try again in 15 min'));
    await expect(switchToDemo()).rejects.toThrow('Too many attempts');
    expect(api.logout).not.toHaveBeenCalled();
    expect(useSession.getState().token).toBe(REAL_TOKEN);
  });

  it('ends the real session only once the demo token is there, then uses the demo one', async () => {
    const calls: string[] = [];
    api.createDemo.mockImplementation(async () => {
      calls.push(`createDemo as ${useSession.getState().token}`);
      return { token: 'demo-token' };
    });
    api.logout.mockImplementation(async () => {
      calls.push(`logout as ${useSession.getState().token}`);
      return null;
    });
    await switchToDemo();
    expect(calls).toEqual([`createDemo as ${REAL_TOKEN}`, `logout as ${REAL_TOKEN}`]);
    expect(useSession.getState().token).toBe('demo-token');
  });
});
