import { readFile } from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';
import type { ContentRule } from './limits';
import { declaresMainPart } from './opc';
import { textEncodingOf } from './text';

/** How many leading bytes are kept while a file streams to disk: file-type's magic numbers all sit within them. */
export const sniffBytes = 4100;

export interface SniffedFile {
  /** The first `sniffBytes` bytes. */
  head: Buffer;
  /** The whole file on disk, read only for the rules that need more than the start (zip packages, text). */
  path: string;
}

/**
 * The type is judged by the bytes, never by the name or the client's content type. Magic numbers count only at the
 * start of the file, so an executable that carries '%PDF-' further in is still an executable.
 */
export async function contentMatches(rule: ContentRule, file: SniffedFile): Promise<boolean> {
  switch (rule.kind) {
    case 'magic': {
      const found = await fileTypeFromBuffer(file.head);
      return found !== undefined && rule.fileTypes.includes(found.ext);
    }
    case 'opc':
      // file-type guesses a package from its first entries; the declaration inside is what decides.
      return startsWithZip(file.head) && declaresMainPart(await readFile(file.path), rule.mainContentType);
    case 'text':
      return textEncodingOf(await readFile(file.path)) !== undefined;
  }
}

const startsWithZip = (head: Buffer) => head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
