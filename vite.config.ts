import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootShellPlugin } from './scripts/bootShell.ts';
import { precompressPlugin } from './scripts/precompress.ts';
import { pwaPlugin } from './scripts/pwaPlugin.ts';

const API_PORT = Number(process.env.API_PORT ?? 8081);
const apiTarget = `http://127.0.0.1:${API_PORT}`;

export default defineConfig({
  // precompress runs last (closeBundle, post) so the service worker and manifest get their .br/.gz copies too
  plugins: [react(), bootShellPlugin(), pwaPlugin(), precompressPlugin()],
  build: {
    outDir: 'dist',
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
  },
  server: {
    host: process.env.HOST ?? '127.0.0.1',
    port: Number(process.env.PORT ?? 8080),
    strictPort: true,
    proxy: {
      '/api': apiTarget,
      '/admin/api': apiTarget,
      '/v1/ws': { target: apiTarget.replace('http', 'ws'), ws: true },
      '/v1/api': apiTarget,
      '/uploads': apiTarget,
    },
  },
  worker: { format: 'es' },
});
