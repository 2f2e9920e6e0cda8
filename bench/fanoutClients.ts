import { parseArgs } from 'node:util';
import { WebSocket } from 'ws';
import { parseServerMessage, type QuoteTuple } from '../protocol/ws.ts';
import { decodeFrame, encodeFrame } from '../server/realtime/wireCodec.ts';

// Child process of the fan-out benches: N loopback sockets subscribed to DAY_MARKET, spread over the `--url`s
// in turn. Every socket counts frames; one in `sample` decodes them and measures tick-to-client latency (each
// quote's tick time to receive time) and window-to-client (the frame's newest tick to receive time: the batch
// left the coalescing window at or after that tick, so this bounds the time since it left from above).
const { values } = parseArgs({
  options: {
    url: { type: 'string', multiple: true },
    clients: { type: 'string', default: '100' },
    sample: { type: 'string', default: '20' },
  },
});
const urls = values.url ?? [];
const clients = Number(values.clients);
const sampleEvery = Number(values.sample);
let frames = 0;
let bytes = 0;
const latencies: number[] = [];
const windowLatencies: number[] = [];
const sockets: WebSocket[] = [];

function open(index: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(urls[index % urls.length] ?? '', { perMessageDeflate: false });
    socket.binaryType = 'nodebuffer';
    socket.once('open', () => {
      socket.send(encodeFrame({ op: 'sub', topics: ['DAY_MARKET'] }));
      resolve();
    });
    socket.once('error', reject);
    const measures = index % sampleEvery === 0;
    socket.on('message', (data: Buffer) => {
      frames += 1;
      bytes += data.length;
      if (!measures) return;
      const message = parseServerMessage(decodeFrame(data));
      if (message?.op !== 'msg') return;
      const now = Date.now();
      let newest = 0;
      for (const quote of message.data as QuoteTuple[]) {
        latencies.push(now - quote[1]);
        newest = Math.max(newest, quote[1]);
      }
      windowLatencies.push(now - newest);
    });
    sockets.push(socket);
  });
}

for (let index = 0; index < clients; index += 50) {
  await Promise.all(Array.from({ length: Math.min(50, clients - index) }, (_, offset) => open(index + offset)));
}
const ping = setInterval(() => {
  for (const socket of sockets) socket.send(encodeFrame({ op: 'ping', t: Date.now() }));
}, 5_000);
process.stdout.write('ready\n');
process.stdin.on('data', (input) => {
  if (!input.toString().includes('report')) return;
  clearInterval(ping);
  const quantile = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? -1;
  };
  const tick = quantile(latencies);
  const window = quantile(windowLatencies);
  for (const socket of sockets) socket.terminate();
  const report = { frames, bytes, p50: tick(0.5), p99: tick(0.99), windowP50: window(0.5), windowP99: window(0.99) };
  process.stdout.write(`${JSON.stringify(report)}\n`, () => process.exit(0));
});
process.stdin.on('data', (input) => {
  if (input.toString().includes('reset')) {
    frames = 0;
    bytes = 0;
    latencies.length = 0;
    windowLatencies.length = 0;
    process.stdout.write('reset\n');
  }
});
