// npm run dev — the API server (restarts on change) on API_PORT (3001) and the Vite dev server
// with hot reload on PORT (3000), which proxies /api to the API server.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const webPort = process.env.PORT ?? '3000';
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, HOST: '127.0.0.1' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', webPort, '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, API_PROXY_TARGET: `http://127.0.0.1:${apiPort}` },
  }),
];

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
