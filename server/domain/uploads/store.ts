import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sniffBytes } from './sniff';

/**
 * This process's folder for uploads in flight, `<pid>-<random>`: the pid lets a starting process tell the leftovers
 * of a crashed one from the uploads of another process still running on the same data folder.
 */
const processFolder = `${process.pid}-${randomUUID().slice(0, 8)}`;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A folder of `.incoming/` that no running process owns: a crashed process's, or ours from before a restart. */
function isAbandoned(name: string): boolean {
  const match = /^(\d+)-[0-9a-f]{8}$/.exec(name);
  if (!match) return true;
  const pid = Number(match[1]);
  if (pid === process.pid) return name !== processFolder;
  return !isRunning(pid);
}

export interface ReceivedBytes {
  tempPath: string;
  /** The first bytes, for content sniffing. */
  head: Buffer;
  size: number;
}

/**
 * Uploaded files on local disk under `root`: `<root>/<owner>/<id>`. Bytes land in `<root>/.incoming/` first and are
 * moved into place only once whatever they belong to is stored, so a refused or cut-off upload leaves nothing behind.
 */
export class UploadStore {
  readonly root: string;
  private readonly incoming: string;

  constructor(root: string) {
    this.root = path.resolve(root);
    this.incoming = path.join(this.root, '.incoming', processFolder);
  }

  /** Removes the half-written files of uploads that a crash cut off; run once when the app starts. */
  async sweepAbandoned(): Promise<string[]> {
    const parent = path.dirname(this.incoming);
    const entries = await readdir(parent).catch(() => []);
    const abandoned = entries.filter(isAbandoned);
    await Promise.all(abandoned.map((name) => rm(path.join(parent, name), { recursive: true, force: true })));
    return abandoned;
  }

  pathOf(ownerId: string, id: string): string {
    // Ids are uuids and owners fixed-alphabet ids, but never let a stored value walk out of the folder.
    if (!/^[A-Za-z0-9_-]+$/.test(ownerId) || !/^[0-9a-f-]{36}$/.test(id)) throw new Error('Bad upload path');
    return path.join(this.root, ownerId, id);
  }

  /** Streams one upload to a temporary file, keeping its first bytes; a failed stream leaves no file. */
  async receive(source: NodeJS.ReadableStream): Promise<ReceivedBytes> {
    await mkdir(this.incoming, { recursive: true });
    const tempPath = path.join(this.incoming, randomUUID());
    const chunks: Buffer[] = [];
    let kept = 0;
    let size = 0;
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (kept < sniffBytes) {
          chunks.push(chunk.subarray(0, sniffBytes - kept));
          kept += Math.min(chunk.length, sniffBytes - kept);
        }
        done(null, chunk);
      },
    });
    try {
      await pipeline(source, tap, createWriteStream(tempPath));
    } catch (error) {
      await rm(tempPath, { force: true });
      throw error;
    }
    return { tempPath, head: Buffer.concat(chunks), size };
  }

  async commit(tempPath: string, ownerId: string, id: string): Promise<void> {
    const target = this.pathOf(ownerId, id);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(tempPath, target);
  }

  discard = (paths: readonly string[]) => Promise.all(paths.map((p) => rm(p, { force: true })));

  async open(ownerId: string, id: string) {
    const file = this.pathOf(ownerId, id);
    const info = await stat(file).catch(() => undefined);
    return info?.isFile() ? { stream: createReadStream(file), size: info.size } : undefined;
  }
}
