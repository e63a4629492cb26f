// PGlite is one process's database: two processes on one data directory would corrupt it. A lock
// file holding the owner's pid guards the directory; a lock left by a process that no longer runs
// (e.g. killed with SIGKILL) is taken over.
import fs from 'node:fs';
import path from 'node:path';

const LOCK_FILE = 'basin-api.lock';

function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the directory's lock or throws naming the process that holds it; returns the release. */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  for (;;) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockPath, 'utf8'));
      if (owner && processRuns(owner)) {
        throw new Error(`PGlite data directory ${dataDir} is in use by process ${owner}`);
      }
      fs.rmSync(lockPath, { force: true }); // stale: its process is gone
    }
  }
}
