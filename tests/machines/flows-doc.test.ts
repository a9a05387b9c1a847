import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FlowIndex } from '../../src/flow-viewer/flow-index';
import { discoverMachines } from '../support/stately/discover';
import { FLOWS_DOC, flowsDocOf, flowsMissingFrom } from '../support/stately/flows-doc';

// docs/flows.md maps each flow to its files in every layer, found from the code by `npm run stately`
// (tests/support/stately/flows-doc.ts); `npm run stately -- --check` fails when it is stale. Links are checked by
// tests/docs/readme.test.ts like every page under docs/.

const root = process.cwd();
const entries = await discoverMachines();
const flowIndex = JSON.parse(readFileSync(join(root, '.stately', 'flows.json'), 'utf8')) as FlowIndex;
const checkedIn = readFileSync(join(root, FLOWS_DOC), 'utf8');
const generated = await flowsDocOf(entries, flowIndex, readdirSync(join(root, '.stately')));

/** A flow's table as { layer: cell }. */
function rowsOf(doc: string, name: string): Record<string, string> {
  const section = doc.split(/^## /m).find((part) => part.startsWith(`${name}\n`)) ?? '';
  return Object.fromEntries(
    [...section.matchAll(/^\| ([^|]+) \| (.*) \|$/gm)]
      .filter(([, layer]) => layer !== 'layer' && layer !== '---')
      .map(([, layer, cell]) => [layer, cell]),
  );
}

describe('docs/flows.md', () => {
  it('has a section for every machine of machines/*.machine.ts', () => {
    expect(entries.length).toBe(readdirSync(join(root, 'machines')).filter((f) => f.endsWith('.machine.ts')).length);
    expect(flowsMissingFrom(generated, entries)).toEqual([]);
    expect(flowsMissingFrom(checkedIn, entries)).toEqual([]);
  });

  it('tells a flow missing from the doc', () => {
    expect(flowsMissingFrom(checkedIn.replace(/^## terms$/m, ''), entries)).toEqual(['terms']);
  });

  it('is the generated one (run `npm run stately` after adding a machine, a view, a test or an e2e file)', () => {
    expect(checkedIn).toBe(generated);
  });

  it('fills every layer of every flow, with "none" where it has no file', () => {
    const layers = ['machine', 'invokes', 'invoked by', 'test model', 'QA words', 'machine tests', 'views'];
    for (const entry of entries) {
      const rows = rowsOf(generated, entry.name);
      expect(Object.keys(rows)).toEqual([...layers, 'view tests', 'routes', 'e2e', '.stately']);
      expect(rows.machine).toContain(`[${entry.source}](../${entry.source})`);
      for (const cell of Object.values(rows)) expect(cell).toMatch(/^none$|\]\(|`/);
    }
  });

  it('finds each layer from the code: tests and e2e by their imports, routes by the pages that import a view', () => {
    const terms = rowsOf(generated, 'terms');
    expect(terms['test model']).toBe('[machines/terms.model.ts](../machines/terms.model.ts)');
    expect(terms['machine tests']).toContain('(../tests/machines/terms.machine.test.ts)');
    expect(terms.views).toContain('(../src/features/terms/terms-modal.tsx)');
    expect(terms.routes).toBe('none');
    expect(terms.e2e).toContain('[e2e/terms-model.spec.ts](../e2e/terms-model.spec.ts) (imports its model)');
    expect(terms.e2e).toContain('[e2e/support/terms-walk.ts](../e2e/support/terms-walk.ts) (imports its model)');
    expect(terms['.stately']).toContain('[terms.qa.md](../.stately/terms.qa.md)');

    const raise = rowsOf(generated, 'incident-raise');
    expect(raise.invokes).toContain('[incident-raise-service](#incident-raise-service)');
    expect(raise.routes).toContain('`/support/incidents/create`');
    expect(raise.e2e).toContain('(../e2e/incident-raise.spec.ts) (opens `/support/incidents/create/*`)');
    expect(rowsOf(generated, 'incident-raise-service')['invoked by']).toBe('[incident-raise](#incident-raise)');
    expect(rowsOf(generated, 'invitation-acceptance').routes).toBe('`/authorize`');
  });
});
