import { spawn } from 'node:child_process';
import { createServer } from 'vite';

/** The server restarting on change, and Vite's dev server proxying /api and /socket.io to it. */
const server = spawn(process.execPath, ['--watch', '--import', 'tsx', 'scripts/serve.ts'], {
  stdio: 'inherit',
  env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
});
const vite = await createServer();
await vite.listen();
vite.printUrls();

const stop = async () => {
  server.kill('SIGTERM');
  await vite.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
