/** What a hostile value looks like once it is text in a URL: strings as they are, the rest as JSON. */
export const asText = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

const isLoneSurrogate = (ch: string) => ch.length === 1 && /[\uD800-\uDFFF]/.test(ch);

/**
 * encodeURIComponent that does not throw on lone surrogates: they go out as their (invalid) three UTF-8-style
 * bytes, which is exactly the malformed input a server must survive.
 */
export function encodeComponent(text: string): string {
  let out = '';
  for (const ch of text) {
    if (!isLoneSurrogate(ch)) {
      out += encodeURIComponent(ch);
      continue;
    }
    const unit = ch.charCodeAt(0);
    const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
    out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
  }
  return out;
}

/** A query string from any record: arrays repeat the key, objects become key[sub]=…, like common clients do. */
export function encodeQuery(record: Record<string, unknown>, rawPieces: readonly string[] = []): string {
  const pieces: string[] = [];
  for (const [key, value] of Object.entries(record)) {
    const name = encodeComponent(key);
    if (Array.isArray(value)) {
      for (const item of value) pieces.push(`${name}=${encodeComponent(asText(item))}`);
    } else if (value !== null && typeof value === 'object') {
      for (const [sub, item] of Object.entries(value)) {
        pieces.push(`${name}[${encodeComponent(sub)}]=${encodeComponent(asText(item))}`);
      }
    } else if (value !== undefined) {
      pieces.push(`${name}=${encodeComponent(asText(value))}`);
    }
  }
  return [...pieces, ...rawPieces].join('&');
}

/** JSON text of a value, with raw members spliced into a top-level object (JSON.stringify would drop __proto__). */
export function jsonText(value: unknown, rawMembers: readonly string[] = []): string {
  const text = JSON.stringify(value) ?? '';
  if (rawMembers.length === 0 || !text.startsWith('{')) return text;
  const rest = text.slice(1);
  return `{${rawMembers.join(',')}${rest === '}' ? '' : ','}${rest}`;
}
