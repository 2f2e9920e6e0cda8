const DEMO_ID_KEY = 'pipwave.demoId';

/** This browser's demo device id: generated once with crypto.randomUUID and kept, so the same demo account returns. */
export function demoDeviceId(): string {
  try {
    const stored = localStorage.getItem(DEMO_ID_KEY);
    if (stored) return stored;
    const created = crypto.randomUUID();
    localStorage.setItem(DEMO_ID_KEY, created);
    return created;
  } catch {
    return crypto.randomUUID();
  }
}
