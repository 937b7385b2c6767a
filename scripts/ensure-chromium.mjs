// Makes sure Debian's Chromium is here: /usr/bin/chromium-headless-shell for the browser tests
// (the old headless shell, as Playwright's own headless runs use: about half the CPU of the full
// browser a test, decision 0027) and /usr/bin/chromium for Lighthouse in the bench and for a look
// at the pages. Playwright's own browser download cannot work here, so the tests drive the
// system browser. As root with apt, it installs the packages; otherwise it says how to.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const chromiumPath = '/usr/bin/chromium';
export const headlessShellPath = '/usr/bin/chromium-headless-shell';
/** Debian's package of each binary. */
const packages = { [chromiumPath]: 'chromium', [headlessShellPath]: 'chromium-headless-shell' };
const aptGet = '/usr/bin/apt-get';

const howTo = [
  `Chromium is needed for the browser tests and the bench: ${Object.keys(packages).join(' and ')}.`,
  "Install Debian's packages as root, then run npm test again:",
  `  sudo apt-get update && sudo apt-get install -y ${Object.values(packages).join(' ')}`,
].join('\n');

function run(args) {
  console.log(`$ ${args.join(' ')}`);
  const result = spawnSync(args[0], args.slice(1), {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/** Returns `{ ok: true }` when both are there (installing them if it can), else `{ ok: false, message }`. */
export function ensureChromium() {
  const missing = Object.entries(packages).filter(([binary]) => !existsSync(binary));
  if (missing.length === 0) return { ok: true, installed: false };
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync(aptGet)) return { ok: false, message: howTo };
  const names = missing.map(([, name]) => name);
  console.log(`Chromium is missing; installing Debian's ${names.join(' and ')}...`);
  const done = run([aptGet, 'update']) && run([aptGet, 'install', '-y', ...names]);
  if (done && missing.every(([binary]) => existsSync(binary))) return { ok: true, installed: true };
  return { ok: false, message: `apt-get could not install ${names.join(' and ')} (see above).\n${howTo}` };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = ensureChromium();
  if (!result.ok) {
    console.error(result.message);
    process.exit(1);
  }
  console.log(`Chromium: ${chromiumPath} and ${headlessShellPath}`);
}
