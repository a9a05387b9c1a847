import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface PrecompressOptions {
  /** Files at or below this size are left alone: the headers would outweigh the saving. Default 1024 bytes. */
  threshold?: number;
  /** Extensions to compress. Default .js .css .html .svg .json. */
  extensions?: readonly string[];
}

export interface PrecompressedFile {
  file: string;
  size: number;
  br: number;
  gz: number;
}

const defaultExtensions = ['.js', '.css', '.html', '.svg', '.json'] as const;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Writes `.br` (brotli 11) and `.gz` (gzip 9) beside every eligible file of a built directory. Done once at build time
 * so @fastify/static's `preCompressed` can serve the smallest encoding without compressing on every request.
 */
export async function precompressDirectory(dir: string, opts: PrecompressOptions = {}): Promise<PrecompressedFile[]> {
  const threshold = opts.threshold ?? 1024;
  const extensions = new Set(opts.extensions ?? defaultExtensions);
  const done: PrecompressedFile[] = [];
  const work: Promise<void>[] = [];
  for await (const file of filesUnder(dir)) {
    if (!extensions.has(path.extname(file))) continue;
    if ((await stat(file)).size <= threshold) continue;
    work.push(
      (async () => {
        const source = await readFile(file);
        const [br, gz] = await Promise.all([
          brotli(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            },
          }),
          gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        done.push({ file: path.relative(dir, file), size: source.length, br: br.length, gz: gz.length });
      })(),
    );
  }
  await Promise.all(work);
  return done.sort((a, b) => a.file.localeCompare(b.file));
}

/** Vite plugin: precompresses the output directory after the bundle is written (build only, not the dev server). */
export function precompress(opts: PrecompressOptions = {}): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'portal:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // writeBundle, not generateBundle: the files must be on disk, including index.html and public/ copies.
    async writeBundle(output) {
      if (!config) return;
      const outDir = output.dir ?? path.resolve(config.root, config.build.outDir);
      const files = await precompressDirectory(outDir, opts);
      const br = files.reduce((sum, f) => sum + f.br, 0);
      const gz = files.reduce((sum, f) => sum + f.gz, 0);
      config.logger.info(
        `precompressed ${files.length} files: ${(br / 1024).toFixed(1)} KB brotli, ${(gz / 1024).toFixed(1)} KB gzip`,
      );
    },
  };
}
