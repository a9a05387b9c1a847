import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sniffBytes } from './file-sniff';

/**
 * Attachment bytes on local disk: `${dataDir}/attachments/<org>/<id>`. Uploads land in `.incoming/` first and are
 * moved into place only once the incident is stored, so a rejected request leaves nothing behind.
 */
export class AttachmentStore {
  readonly root: string;
  constructor(dataDir: string) {
    this.root = path.resolve(dataDir, 'attachments');
  }

  private incoming = () => path.join(this.root, '.incoming');
  pathOf(orgId: string, id: string): string {
    // Ids are uuids and org ids fixed-alphabet, but never let a stored value walk out of the folder.
    if (!/^[A-Za-z0-9_-]+$/.test(orgId) || !/^[0-9a-f-]{36}$/.test(id)) throw new Error('Bad attachment path');
    return path.join(this.root, orgId, id);
  }

  /** Streams one upload to a temporary file, keeping its first bytes for content sniffing. */
  async receive(source: NodeJS.ReadableStream): Promise<{ tempPath: string; head: Buffer; size: number }> {
    await mkdir(this.incoming(), { recursive: true });
    const tempPath = path.join(this.incoming(), randomUUID());
    const chunks: Buffer[] = [];
    let kept = 0;
    let size = 0;
    const tap = new Transform({
      transform(chunk: Buffer, _enc, done) {
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

  async commit(tempPath: string, orgId: string, id: string): Promise<void> {
    const target = this.pathOf(orgId, id);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(tempPath, target);
  }

  discard = (paths: string[]) => Promise.all(paths.map((p) => rm(p, { force: true })));

  async open(orgId: string, id: string) {
    const file = this.pathOf(orgId, id);
    const info = await stat(file).catch(() => undefined);
    return info?.isFile() ? { stream: createReadStream(file), size: info.size } : undefined;
  }
}
