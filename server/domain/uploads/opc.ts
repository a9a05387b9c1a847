import { unzipSync } from 'fflate';

const contentTypesPart = '[Content_Types].xml';
// [Content_Types].xml lists parts; a real one is a few kilobytes. Anything far larger is not worth inflating.
const maxContentTypesBytes = 1024 * 1024;

const attributes = (element: string): Record<string, string> =>
  Object.fromEntries(
    [...element.matchAll(/([A-Za-z]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)].map((m) => [m[1], m[2] ?? m[3]]),
  );

/**
 * Does this zip declare, in its [Content_Types].xml, a part of `mainContentType` that it really contains? That is
 * what makes a .docx a Word document rather than any zip renamed: Office reads the same declaration.
 */
export function declaresMainPart(zip: Uint8Array, mainContentType: string): boolean {
  const names = new Set<string>();
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip, {
      filter: (entry) => {
        names.add(entry.name.toLowerCase());
        return entry.name === contentTypesPart && entry.originalSize <= maxContentTypesBytes;
      },
    });
  } catch {
    return false;
  }
  const declaration = files[contentTypesPart];
  if (!declaration) return false;
  const xml = new TextDecoder().decode(declaration);
  for (const [, tag, body] of xml.matchAll(/<\s*(Override|Default)\b([^>]*)>/g)) {
    const attrs = attributes(body ?? '');
    if (attrs.ContentType !== mainContentType) continue;
    // An override names its part; a default (how XPS declares its document sequence) names an extension.
    if (tag === 'Override' && names.has((attrs.PartName ?? '').replace(/^\//, '').toLowerCase())) return true;
    const ext = `.${(attrs.Extension ?? '').toLowerCase()}`;
    if (tag === 'Default' && ext !== '.' && [...names].some((n) => n.endsWith(ext))) return true;
  }
  return false;
}
