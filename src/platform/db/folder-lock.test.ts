import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FolderLockedError, lockFolder } from './folder-lock.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('lockFolder', () => {
  it('when another live process holds the folder, then opening it is refused naming that process', async () => {
    const dir = tempDir();
    // A live process that holds on until this test ends it (it waits for its stdin).
    const other = spawn(process.execPath, ['-e', 'process.stdin.resume()']);
    writeFileSync(path.join(dir, '.bazaar.lock'), String(other.pid));
    try {
      expect(() => lockFolder(dir)).toThrow(FolderLockedError);
      expect(() => lockFolder(dir)).toThrow(new RegExp(`in use by process ${other.pid}`));
    } finally {
      other.kill();
    }
  });

  it('when the holder has died, then the lock is taken over, and released on unlock', () => {
    const dir = tempDir();
    const file = path.join(dir, '.bazaar.lock');
    writeFileSync(file, '999999999');
    const unlock = lockFolder(dir);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    unlock();
    expect(existsSync(file)).toBe(false);
    const again = lockFolder(dir);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    again();
    expect(existsSync(file)).toBe(false);
  });
});
