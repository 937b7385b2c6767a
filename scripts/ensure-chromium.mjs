// Makes sure Debian's Chromium is at /usr/bin/chromium for the browser tests. Playwright's own
// browser download cannot work here, so the tests drive the system browser. As root with apt,
// it installs the package; otherwise it says how to.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const chromiumPath = '/usr/bin/chromium';
const aptGet = '/usr/bin/apt-get';

const howTo = [
  `Chromium is needed for the browser tests and is not at ${chromiumPath}.`,
  "Install Debian's package as root, then run npm test again:",
  '  sudo apt-get update && sudo apt-get install -y chromium',
].join('\n');

function run(args) {
  console.log(`$ ${args.join(' ')}`);
  const result = spawnSync(args[0], args.slice(1), {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/** Returns `{ ok: true }` when Chromium is there (installing it if it can), else `{ ok: false, message }`. */
export function ensureChromium() {
  if (existsSync(chromiumPath)) return { ok: true, installed: false };
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync(aptGet)) return { ok: false, message: howTo };
  console.log(`Chromium is missing; installing Debian's chromium package...`);
  const done = run([aptGet, 'update']) && run([aptGet, 'install', '-y', 'chromium']);
  if (done && existsSync(chromiumPath)) return { ok: true, installed: true };
  return { ok: false, message: `apt-get could not install chromium (see above).\n${howTo}` };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = ensureChromium();
  if (!result.ok) {
    console.error(result.message);
    process.exit(1);
  }
  console.log(`Chromium: ${chromiumPath}`);
}
