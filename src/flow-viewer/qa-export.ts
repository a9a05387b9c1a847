import type { QaPath } from './flow-index';

// A QA path as a Playwright test. Flows with a browser walk of their own (e2e/support/<flow>-walk.ts) get a test that
// replays exactly this path with that walk's acts and checks, runnable as saved; the others get a skeleton, one step
// per line of the QA script, marked `fixme` until someone writes its acts.

/** Flows whose browser walk can replay one path: the walk's module under e2e/support and its export. */
const browserWalks: Record<string, { module: string; walk: string }> = {
  'fttp-order': { module: 'fttp-order-walk', walk: 'fttpOrderWalk' },
};

const comment = (text: string) => text.replace(/\*\//g, '* /');
const quoted = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

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
    return `${[
      `import { ${walk.walk} } from './support/${walk.module}';`,
      "import { walkFunnelInBrowser } from './support/model-walk';",
      '',
      ...script,
      'walkFunnelInBrowser({',
      `  ...${walk.walk},`,
      `  name: ${quoted(title)},`,
      '  only: [',
      '    [',
      ...path.steps.map((step) => `      ${quoted(step.event)},`),
      '    ],',
      '  ],',
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
