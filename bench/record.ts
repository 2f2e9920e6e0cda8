import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { WebSocket } from 'ws';
import { encodeStream, type StreamRecord } from '../protocol/streamFile.ts';
import { WS_PING_INTERVAL_MS } from '../protocol/ws.ts';
import { encodeFrame } from '../server/realtime/wireCodec.ts';

// `npm run record -- --seconds N --out FILE [--url ws://127.0.0.1:8080/v1/ws] [--topics DAY_MARKET,KLINE.EURUSD]`
// Saves the frames a client receives from a running server, with receive times, into bench/streams/FILE.
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '30' },
    out: { type: 'string' },
    url: { type: 'string', default: 'ws://127.0.0.1:8080/v1/ws' },
    topics: { type: 'string', default: 'DAY_MARKET,KLINE.EURUSD' },
  },
});
const seconds = Number(values.seconds);
if (!values.out || !(seconds > 0)) {
  console.error('usage: npm run record -- --seconds N --out FILE [--url URL] [--topics A,B]');
  process.exit(2);
}
const out = path.isAbsolute(values.out) ? values.out : path.resolve(import.meta.dirname, 'streams', values.out);

const records: StreamRecord[] = [];
let first: number | undefined;
const socket = new WebSocket(values.url, { perMessageDeflate: false });
socket.binaryType = 'nodebuffer';
socket.on('open', () => {
  socket.send(encodeFrame({ op: 'sub', topics: values.topics.split(',') }));
  const ping = setInterval(() => socket.send(encodeFrame({ op: 'ping', t: Date.now() })), WS_PING_INTERVAL_MS);
  setTimeout(() => {
    clearInterval(ping);
    socket.close();
  }, seconds * 1000);
});
socket.on('message', (data: Buffer) => {
  const now = performance.now();
  first ??= now;
  records.push({ at: now - first, frame: new Uint8Array(data) });
});
socket.on('error', (error) => {
  console.error(`cannot record from ${values.url}: ${error.message} (is the server running?)`);
  process.exit(1);
});
socket.on('close', () => {
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, encodeStream(records));
  console.log(`recorded ${records.length} frames over ${seconds} s into ${out}`);
});
