import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Renders every diagram with mermaid-cli in ONE browser (a markdown file holding all of them), so a diagram Mermaid
// rejects fails the check. Chromium is Debian's (.ci/ensure-chromium.sh), never Puppeteer's download.

export function renderDiagrams(diagrams: Map<string, string>, root = process.cwd()): void {
  execFileSync('bash', [join(root, '.ci/ensure-chromium.sh')], { stdio: 'inherit' });
  const dir = mkdtempSync(join(tmpdir(), 'stately-render-'));
  try {
    const names = [...diagrams.keys()];
    writeFileSync(
      join(dir, 'diagrams.md'),
      names.map((name) => `## ${name}\n\n\`\`\`mermaid\n${diagrams.get(name)}\`\`\`\n`).join('\n'),
    );
    writeFileSync(
      join(dir, 'puppeteer.json'),
      JSON.stringify({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
      }),
    );
    const mmdc = join(root, 'node_modules/.bin/mmdc');
    const args = ['-q', '-p', join(dir, 'puppeteer.json'), '-i', join(dir, 'diagrams.md'), '-o', join(dir, 'out.md')];
    try {
      execFileSync(mmdc, [...args, '-e', 'svg'], { stdio: 'pipe' });
    } catch (error) {
      const { stderr } = error as { stderr?: Buffer };
      const reason = /Error: .*/.exec(stderr?.toString() ?? '')?.[0] ?? String(error);
      // Diagrams render in order, one SVG each, so the first one missing is the one Mermaid rejected.
      const failed = names[readdirSync(dir).filter((file) => file.endsWith('.svg')).length];
      throw new Error(`Mermaid could not render the ${failed} diagram: ${reason}`);
    }
    const svgs = readdirSync(dir).filter((file) => file.endsWith('.svg'));
    if (svgs.length !== names.length) throw new Error(`Mermaid rendered ${svgs.length} of ${names.length} diagrams`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
