/**
 * Is this text, and in which encoding? A small rule of our own (no maintained library answers "text or binary" for
 * Windows-1252 and UTF-16 with a BOM): what Excel, Notepad and any editor save is accepted, binary is refused.
 */
export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

// Tab, line feed, form feed and carriage return are text; any other C0 control, DEL or C1 control is binary.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const binaryCharacter = /[\u0000-\u0008\u000b\u000e-\u001f\u007f-\u009f]/;
// Windows-1252 leaves these five bytes unassigned; a file holding one is not cp1252 text.
const unassignedIn1252 = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);

function decoded(bytes: Uint8Array, encoding: 'utf-8' | 'utf-16le' | 'utf-16be'): string | undefined {
  try {
    // ignoreBOM: the BOM was already read to pick the encoding and is not part of the text.
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((b, i) => bytes[i] === b);

// The same rule as binaryCharacter, byte by byte: cp1252 puts printable characters where Unicode has C1 controls.
const isControlByte = (byte: number) =>
  (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) || byte === 0x7f;

function windows1252(bytes: Uint8Array): boolean {
  for (const byte of bytes) if (isControlByte(byte) || unassignedIn1252.has(byte)) return false;
  return true;
}

/** The encoding the whole file is valid text in, or undefined for binary. */
export function textEncodingOf(bytes: Uint8Array): TextEncoding | undefined {
  const isText = (text: string | undefined) => text !== undefined && !binaryCharacter.test(text);
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return isText(decoded(bytes.subarray(3), 'utf-8')) ? 'utf-8' : undefined;
  if (startsWith(bytes, [0xff, 0xfe])) return isText(decoded(bytes.subarray(2), 'utf-16le')) ? 'utf-16le' : undefined;
  if (startsWith(bytes, [0xfe, 0xff])) return isText(decoded(bytes.subarray(2), 'utf-16be')) ? 'utf-16be' : undefined;
  const utf8 = decoded(bytes, 'utf-8');
  // Valid UTF-8 is read as UTF-8 (ASCII included); only bytes that are not UTF-8 fall back to Windows-1252.
  if (utf8 !== undefined) return isText(utf8) ? 'utf-8' : undefined;
  return windows1252(bytes) ? 'windows-1252' : undefined;
}
