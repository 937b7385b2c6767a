// Builds the browser bundle and the server renderer when the sources are newer than the build.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDeps } from './ensure-deps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = path.join(root, 'dist', '.build-stamp');
const inputs = ['src/web', 'src/contracts', 'vite.config.ts', 'package-lock.json', 'tsconfig.json'];

function newest(p) {
  const full = path.join(root, p);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((max, name) => Math.max(max, newest(path.join(p, name))), stat.mtimeMs);
}

/** Writes .br and .gz beside each text asset, so the server sends them without compressing per request. */
function precompress(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      precompress(file);
      continue;
    }
    if (!/\.(js|css|svg|json|html|txt)$/.test(name) || name.endsWith('.map')) continue;
    const data = readFileSync(file);
    if (data.length < 1024) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  }
}

export function buildIfStale({ force = false } = {}) {
  const sources = Math.max(...inputs.map(newest));
  const built = existsSync(stampFile) ? statSync(stampFile).mtimeMs : 0;
  if (!force && built >= sources) return false;
  console.log('Building the storefront...');
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  for (const args of [
    ['build', '--logLevel', 'warn'],
    ['build', '--ssr', 'src/web/app/entry-server.tsx', '--logLevel', 'warn'],
  ]) {
    const result = spawnSync(process.execPath, [vite, ...args], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error('The build failed; see the messages above.');
      process.exit(result.status ?? 1);
    }
  }
  precompress(path.join(root, 'dist', 'client'));
  writeFileSync(stampFile, new Date().toISOString());
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensureDeps();
  buildIfStale({ force: process.argv.includes('--force') });
}
