/** How the bytes of a file must look for its extension to be accepted as that type. */
export type ContentRule =
  /** Magic numbers at the start of the file, as `file-type` names them (its `ext`). */
  | { kind: 'magic'; fileTypes: readonly string[] }
  /** An Office Open XML / OPC zip package whose [Content_Types].xml declares this main part type. */
  | { kind: 'opc'; mainContentType: string }
  /** Text in a real text encoding (UTF-8, UTF-16 with a BOM, Windows-1252), no binary. */
  | { kind: 'text' };

export interface FileKind {
  rule: ContentRule;
  /** What the file is stored and served as, whatever type the client claimed. */
  contentType: string;
}

const ooxml = (main: string, contentType: string): FileKind => ({
  rule: { kind: 'opc', mainContentType: `application/vnd.${main}` },
  contentType: `application/vnd.${contentType}`,
});
const text = (contentType: string): FileKind => ({ rule: { kind: 'text' }, contentType });
const magic = (contentType: string, ...fileTypes: string[]): FileKind => ({
  rule: { kind: 'magic', fileTypes },
  contentType,
});

/** Every file type some upload of the portal accepts, by lower-case extension; each upload picks its own. */
export const fileKinds = {
  png: magic('image/png', 'png', 'apng'),
  jpg: magic('image/jpeg', 'jpg'),
  jpeg: magic('image/jpeg', 'jpg'),
  bmp: magic('image/bmp', 'bmp'),
  // Illustrator saves PDFs that file-type names 'ai'; they are PDFs all the same.
  pdf: magic('application/pdf', 'pdf', 'ai'),
  // Word 97 and Excel 97 files are both OLE compound files; file-type cannot tell them apart, nor can we cheaply.
  doc: magic('application/msword', 'cfb'),
  xls: magic('application/vnd.ms-excel', 'cfb'),
  docx: ooxml(
    'openxmlformats-officedocument.wordprocessingml.document.main+xml',
    'openxmlformats-officedocument.wordprocessingml.document',
  ),
  xlsx: ooxml(
    'openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
    'openxmlformats-officedocument.spreadsheetml.sheet',
  ),
  pptx: ooxml(
    'openxmlformats-officedocument.presentationml.presentation.main+xml',
    'openxmlformats-officedocument.presentationml.presentation',
  ),
  sldx: ooxml(
    'openxmlformats-officedocument.presentationml.slide+xml',
    'openxmlformats-officedocument.presentationml.slide',
  ),
  vsdx: ooxml('ms-visio.drawing.main+xml', 'ms-visio.drawing'),
  xps: ooxml('ms-package.xps-fixeddocumentsequence+xml', 'ms-xpsdocument'),
  eml: text('message/rfc822'),
  txt: text('text/plain'),
  csv: text('text/csv'),
} as const satisfies Record<string, FileKind>;
export type KnownExtension = keyof typeof fileKinds;

/** The rules of one upload: which files, how many, how big, under which field names, and what a refusal says. */
export interface UploadPolicy {
  kinds: Readonly<Partial<Record<KnownExtension, FileKind>>>;
  maxFiles: number;
  maxFileBytes: number;
  fileFields: readonly string[];
  messages: { tooLarge: string; wrongType: string; tooMany: string };
  /** The field message of one refused file, naming it (default: the policy's message alone). */
  fileMessages?: { tooLarge?: (fileName: string) => string; wrongType?: (fileName: string) => string };
}

/** The lower-case extension of a file name when the policy accepts it. */
export function extensionIn(policy: UploadPolicy, fileName: string): KnownExtension | undefined {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return undefined;
  const ext = fileName.slice(dot + 1).toLowerCase();
  return Object.hasOwn(policy.kinds, ext) ? (ext as KnownExtension) : undefined;
}

/**
 * How long a body may take: `initialMs`, plus one second per `minBytesPerSecond` received (Apache mod_reqtimeout's
 * `body=20,MinRate=500`). A slow real connection keeps earning time; a client trickling bytes to hold a worker does not.
 */
export interface BodyTimeout {
  initialMs: number;
  minBytesPerSecond: number;
}
export const defaultBodyTimeout: BodyTimeout = { initialMs: 20_000, minBytesPerSecond: 500 };

// Half of a UTF-16 pair with no other half: not text, and encodeURIComponent throws on it when the file is served.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// C0 and C1 controls (NUL among them), DEL, and the bidi controls that make 'gpj.exe' read as 'exe.jpg'.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const unsafeCharacter = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** What a file name must not contain: control characters, bidi overrides that disguise an extension, broken UTF-16. */
export function fileNameProblem(name: string): string | undefined {
  if (name.trim() === '') return 'A file needs a name';
  if (name.length > 255) return 'A file name is at most 255 characters';
  if (loneSurrogate.test(name)) return 'The file name is not valid text';
  if (unsafeCharacter.test(name)) return 'The file name must not contain control characters';
  return undefined;
}
