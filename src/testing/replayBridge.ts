import { createRealtimeBridge, type RealtimeBridge } from '../realtime/bridge.ts';

/** A bridge over a real realtime worker that plays a recorded stream (protocol/streamFile.ts), logged out. */
export function replayBridge(bytes: Uint8Array, speed: number): RealtimeBridge {
  return createRealtimeBridge({
    url: 'replay:',
    apiBase: '',
    token: null,
    hidden: false,
    online: true,
    replay: { bytes, speed },
  });
}
