// `npm start`: install what is missing, build what is stale, then run the web process (which
// migrates and seeds) and the payment service side by side. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDeps } from './ensure-deps.mjs';
import { buildIfStale } from './build.mjs';
import { serverNodeFlags } from './server-node-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureDeps();
buildIfStale();

// The production build, with the development pages on: the only message adapter is the outbox, so
// /dev/outbox is where a shopper reads the one-time code to sign up (DEV_PAGES=off to hide it).
// Production refuses to start without a signing secret (docs/decisions/0029): a local run gets a
// fresh one, shared by its two processes, unless PAYMENTS_SIGNING_SECRET is set.
const signingSecret = randomBytes(24).toString('base64url');
const env = { NODE_ENV: 'production', DEV_PAGES: 'on', PAYMENTS_SIGNING_SECRET: signingSecret, ...process.env };
const children = [
  ['payments', 'src/payments/server.ts'],
  ['web', 'src/server.ts'],
].map(([name, entry]) => {
  // Own process group: Ctrl-C reaches this script alone, which then stops each child once.
  const child = spawn(process.execPath, [...serverNodeFlags, '--import', 'tsx', entry], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`The ${name} process stopped (${signal ?? `exit code ${code}`}); stopping the rest.`);
      stop(code ?? 1);
    }
  });
  return child;
});

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  if (code === 0) console.log('Stopping the storefront and the payment service...');
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  let left = children.filter((c) => c.exitCode === null).length;
  if (left === 0) process.exit(code);
  for (const child of children) child.once('exit', () => --left === 0 && process.exit(code));
  setTimeout(() => process.exit(code), 12_000).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
