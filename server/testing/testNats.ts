import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NatsEventBus } from '../cluster/natsBus.ts';
import { reachable, startNatsServer } from '../cluster/natsServer.ts';

/** The NATS the cluster tests use, and how to let go of it. */
export interface TestNats {
  url: string;
  /** A bus of its own (one per simulated process) on subjects no other test file shares. */
  connect(name: string): Promise<NatsEventBus>;
  stop(): Promise<void>;
}

const DEFAULT_URL = 'nats://127.0.0.1:4222';

/**
 * NATS for a test file: TEST_NATS_URL when set (it must answer), else the server on 127.0.0.1:4222 when one
 * runs (CI starts it), else a `nats-server` started for this file. Never a silent skip.
 */
export async function openTestNats(): Promise<TestNats> {
  const given = process.env.TEST_NATS_URL;
  let url = given ?? DEFAULT_URL;
  let child: ChildProcess | undefined;
  if (!(await reachable(url))) {
    if (given) throw new Error(`TEST_NATS_URL ${given} does not answer`);
    const started = await startNatsServer(mkdtempSync(path.join(tmpdir(), 'pipwave-nats-')));
    url = started.url;
    child = started.process;
  }
  const prefix = `test_${randomBytes(6).toString('hex')}`;
  const buses: NatsEventBus[] = [];
  return {
    url,
    async connect(name) {
      const bus = await NatsEventBus.connect({ url, prefix, name });
      buses.push(bus);
      return bus;
    },
    async stop() {
      await Promise.all(buses.map((bus) => bus.close().catch(() => {})));
      child?.kill();
    },
  };
}
