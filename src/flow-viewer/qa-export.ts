import type { QaPath } from './flow-index';

// A QA path as a Playwright test. Flows with a browser walk of their own (e2e/support/<flow>-walk.ts) get a test that
// replays exactly this path with that walk's acts and checks, runnable as saved; the others get a skeleton, one step
// per line of the QA script, marked `fixme` until someone writes its acts.

/**
 * Flows whose browser walk can replay one path: the walk's export in e2e/support/<flow>-walk.ts, and whether the funnels'
 * walker (e2e/support/model-walk.ts) or the page walker (tests/support/model-adapters/playwright.ts) runs it.
 */
const browserWalks: Record<string, { walk: string; runner: 'funnel' | 'page' }> = {
  'fttp-order': { walk: 'fttpOrderWalk', runner: 'funnel' },
  'ethernet-order': { walk: 'ethernetOrderWalk', runner: 'funnel' },
  'incident-raise': { walk: 'incidentRaiseWalk', runner: 'page' },
  terms: { walk: 'termsWalk', runner: 'page' },
  'invitation-acceptance': { walk: 'invitationAcceptanceWalk', runner: 'page' },
};

const runners = {
  funnel: { name: 'walkFunnelInBrowser', from: './support/model-walk' },
  page: { name: 'testPageWithModel', from: '../tests/support/model-adapters/playwright' },
};

const comment = (text: string) => text.replace(/\*\//g, '* /');
const quoted = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** `only: [[…]]` on one line when it fits the formatter's 120 columns, else one event a line (as biome prints it). */
function onlyLines(events: string[]): string[] {
  const inline = `  only: [[${events.join(', ')}]],`;
  if (inline.length <= 120) return [inline];
  return ['  only: [', '    [', ...events.map((event) => `      ${event},`), '    ],', '  ],'];
}

/** The file name the export suggests: e2e/<flow>-qa-path-<n>.spec.ts. */
export const qaExportFileName = (flow: string, index: number) => `${flow}-qa-path-${index + 1}.spec.ts`;

export function qaPathAsPlaywright(flow: string, path: QaPath, index: number, count: number): string {
  const title = `${flow} QA path ${index + 1} of ${count}`;
  const script = [
    `// ${title}, exported from the flow viewer (/sandbox/flows/${flow}).`,
    `// Save it as e2e/${qaExportFileName(flow, index)} and run: npx playwright test e2e/${qaExportFileName(flow, index)}`,
    `// Start: ${comment(path.start.sees)}`,
    ...path.steps.map((step, n) => `// ${n + 1}. ${comment(step.does)} Then: ${comment(step.sees)}`),
  ];
  const walk = browserWalks[flow];
  if (walk) {
    const runner = runners[walk.runner];
    const imports = [
      `import { ${walk.walk} } from './support/${flow}-walk';`,
      `import { ${runner.name} } from '${runner.from}';`,
    ].sort((x, y) => (x.includes("'../") ? -1 : y.includes("'../") ? 1 : x.localeCompare(y)));
    return `${[
      ...imports,
      '',
      ...script,
      `${runner.name}({`,
      `  ...${walk.walk},`,
      `  name: ${quoted(title)},`,
      ...onlyLines(path.steps.map((step) => quoted(step.event))),
      '});',
    ].join('\n')}\n`;
  }
  return `${[
    "import { test } from '@playwright/test';",
    '',
    ...script,
    `// ${flow} has no browser walk yet: write each step's act and check, then remove fixme.`,
    `test.fixme(${quoted(title)}, async ({ page }) => {`,
    "  await page.goto('/');",
    ...path.steps.map(
      (step, n) =>
        `  await test.step(${quoted(`${n + 1}. ${step.event}`)}, async () => {\n    // ${comment(step.does)}\n    // Then: ${comment(step.sees)}\n  });`,
    ),
    '});',
  ].join('\n')}\n`;
}
