import { afterEach, describe, expect, it } from 'vitest';
import { connectTestSocket } from '../testing/wsClient.ts';
import { gatewayWithHeldLookups, until } from './testGateway.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('realtime gateway log-in', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('forgets a socket that closed while its log-in was being looked up: the user is not left online', async () => {
    const running = await gatewayWithHeldLookups();
    stop = running.stop;
    const client = await connectTestSocket(running.url);
    client.send({ op: 'login', token: 'token-of-user-42' });
    await until(() => running.lookups.length === 1);
    client.socket.terminate();
    await until(() => running.gateway.connectionCount === 0);

    running.lookups[0]?.answer({ userId: 42, sessionId: 7 });
    await pause(20);

    expect(running.gateway.hasUser(42)).toBe(false);
    expect(running.gateway.onlineUserIds()).toEqual([]);
  });

  it('logs in a socket still open when its lookup answers', async () => {
    const running = await gatewayWithHeldLookups();
    stop = running.stop;
    const client = await connectTestSocket(running.url);
    client.send({ op: 'login', token: 'token-of-user-42' });
    await until(() => running.lookups.length === 1);

    running.lookups[0]?.answer({ userId: 42, sessionId: 7 });

    await client.next((message) => message.op === 'login');
    expect(running.gateway.onlineUserIds()).toEqual([42]);
    client.close();
    await until(() => running.gateway.connectionCount === 0);
    expect(running.gateway.hasUser(42)).toBe(false);
  });

  it('keeps the socket logged out when a log-out follows a log-in still being looked up', async () => {
    const running = await gatewayWithHeldLookups();
    stop = running.stop;
    const client = await connectTestSocket(running.url);
    client.send({ op: 'login', token: 'token-of-user-42' });
    client.send({ op: 'logout' });
    client.send({ op: 'ping', t: 1 });
    await client.next((message) => message.op === 'pong');
    await until(() => running.lookups.length === 1);

    running.lookups[0]?.answer({ userId: 42, sessionId: 7 });
    await pause(20);

    expect(running.gateway.hasUser(42)).toBe(false);
    expect(client.received.filter((message) => message.op === 'login')).toEqual([]);
    client.close();
  });

  it('logs the socket in as the last token sent, whichever lookup answers last, and answers only that one', async () => {
    const running = await gatewayWithHeldLookups();
    stop = running.stop;
    const client = await connectTestSocket(running.url);
    client.send({ op: 'login', token: 'token-of-user-1' });
    client.send({ op: 'login', token: 'token-of-user-2' });
    await until(() => running.lookups.length === 2);
    const [first, second] = running.lookups;

    second?.answer({ userId: 2, sessionId: 20 });
    await client.next((message) => message.op === 'login');
    first?.answer(null);
    await pause(20);

    expect(running.gateway.onlineUserIds()).toEqual([2]);
    expect(client.received.filter((message) => message.op === 'login')).toEqual([{ op: 'login', ok: true }]);
    client.close();
  });
});
