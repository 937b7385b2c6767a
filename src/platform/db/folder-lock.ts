import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class FolderLockedError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims a PGlite folder for this process. PGlite takes no lock of its own, and two processes
 * writing one folder lose each other's writes, so a second one must refuse to start. A lock
 * left by a process that died is taken over.
 */
export function lockFolder(dir: string): () => void {
  const file = path.join(dir, '.bazaar.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && alive(holder)) {
        throw new FolderLockedError(
          `The database in ${dir} is in use by process ${holder}. Stop it first (only one process may open an embedded database), or set DATABASE_URL to share a PostgreSQL server.`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new FolderLockedError(`Could not lock the database in ${dir}`);
}
