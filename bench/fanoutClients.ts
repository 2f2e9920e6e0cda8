import { parseArgs } from 'node:util';
import { WebSocket } from 'ws';
import { parseServerMessage, type QuoteTuple } from '../protocol/ws.ts';
import { decodeFrame, encodeFrame } from '../server/realtime/wireCodec.ts';
import { LatencyHistogram } from './latencyHistogram.ts';

// Child process of the fan-out benches (several run side by side, bench/fanoutClientPool.ts): N loopback
// sockets subscribed to DAY_MARKET, spread over the `--url`s in turn. Every socket counts frames; one in
// `sample` per url decodes them and records, for each frame, which url and seq it was and when it arrived
// (the pool finds each batch's first arrival across all processes: the moment it left the gateway's
// window), plus tick-to-client (each quote's tick time to receive time) and newest-tick-to-client (the
// frame's newest tick: an upper bound of the time since the batch left the window).
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
const tickLatency = new LatencyHistogram();
const newestTickLatency = new LatencyHistogram();
/** url index, seq, arrival (wall clock ms, 0.1 ms resolution), flattened */
let arrivals: number[] = [];
let cpuAtReset = process.cpuUsage();
const sockets: WebSocket[] = [];

const wallClock = () => Math.round((performance.timeOrigin + performance.now()) * 10) / 10;

function open(index: number): Promise<void> {
  const urlIndex = index % urls.length;
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(urls[urlIndex] ?? '', { perMessageDeflate: false });
    socket.binaryType = 'nodebuffer';
    socket.once('open', () => {
      socket.send(encodeFrame({ op: 'sub', topics: ['DAY_MARKET'] }));
      resolve();
    });
    socket.once('error', reject);
    const measures = Math.floor(index / urls.length) % sampleEvery === 0;
    socket.on('message', (data: Buffer) => {
      frames += 1;
      bytes += data.length;
      if (!measures) return;
      const arrived = wallClock();
      const message = parseServerMessage(decodeFrame(data));
      if (message?.op !== 'msg') return;
      let newest = 0;
      for (const quote of message.data as QuoteTuple[]) {
        tickLatency.add(arrived - quote[1]);
        newest = Math.max(newest, quote[1]);
      }
      newestTickLatency.add(arrived - newest);
      arrivals.push(urlIndex, message.seq, arrived);
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
  const command = input.toString();
  if (command.includes('reset')) {
    frames = 0;
    bytes = 0;
    tickLatency.clear();
    newestTickLatency.clear();
    arrivals = [];
    cpuAtReset = process.cpuUsage();
    process.stdout.write('reset\n');
  }
  if (command.includes('report')) {
    clearInterval(ping);
    const cpu = process.cpuUsage(cpuAtReset);
    for (const socket of sockets) socket.terminate();
    const report = {
      frames,
      bytes,
      cpuMs: (cpu.user + cpu.system) / 1000,
      peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
      tick: tickLatency.bins(),
      newestTick: newestTickLatency.bins(),
      arrivals,
    };
    process.stdout.write(`${JSON.stringify(report)}\n`, () => process.exit(0));
  }
});
