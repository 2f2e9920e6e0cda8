import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './clientBuild.ts';

// `npm run dev`: the API server (restarted on change by tsx watch) on API_PORT, and Vite with hot reload
// on PORT proxying /api, /v1 and /admin/api to it.
const apiPort = process.env.API_PORT ?? '8081';
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);

const api = spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/main.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, PORT: apiPort, STATIC_DIR: path.join(ROOT, '.cache', 'no-static') },
});
const vite = spawn(bin('vite'), [], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } });

const stop = () => {
  api.kill('SIGTERM');
  vite.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of [api, vite]) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
