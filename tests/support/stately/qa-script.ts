import { existsSync } from 'node:fs';
import type { AnyStateMachine } from 'xstate';
import { eventText, type StepTextTable, stateText, stepPlaces } from '../model-adapters/step-text';
import { selectCoveringPaths } from '../model-cover';
import { getModelPaths, type ModelExpectation, type ModelPath } from '../model-paths';
import type { DocumentedMachine } from './discover';

// The QA script of a machine: the covering paths of its test model (the fewest that visit every state and take every
// transition, as the browser walk replays them), each a numbered list of what a person does and what they then see,
// in the words of the flow's step table. Without a table, the model's event legend and the expected state stand in.

type Model = NonNullable<DocumentedMachine['model']>;

function wordsOf(model: Model) {
  const table = model.steps?.table;
  if (table) {
    return {
      event: (path: ModelPath, index: number) => {
        const step = path.steps[index] as ModelPath['steps'][number];
        return eventText(table as StepTextTable<AnyStateMachine>, step, stepPlaces(path)[index] as never);
      },
      state: (expected: ModelExpectation) => stateText(table as StepTextTable<AnyStateMachine>, expected),
    };
  }
  return {
    event: (path: ModelPath, index: number) => {
      const type = path.steps[index]?.event.type ?? '';
      return model.legend?.[type] ?? type;
    },
    state: ({ expectedState, expectedTags }: ModelExpectation) =>
      `The machine is in \`${typeof expectedState === 'string' ? expectedState : JSON.stringify(expectedState)}\`` +
      `${expectedTags.length ? ` (tags: ${expectedTags.join(', ')})` : ''}.`,
  };
}

// Path generation and the cover take seconds on a big model: the index and the script share one result.
const covers = new WeakMap<DocumentedMachine, ReturnType<typeof selectCoveringPaths>>();

export function coveringPaths(entry: DocumentedMachine) {
  if (!entry.model) return undefined;
  const cached = covers.get(entry);
  if (cached) return cached;
  const selection = selectCoveringPaths(entry.name, entry.model.machine, getModelPaths(entry.model.machine));
  covers.set(entry, selection);
  return selection;
}

/** The words of a machine's QA script (what a person does, what they then see), or undefined without a test model. */
export const qaWords = (entry: DocumentedMachine) => (entry.model ? wordsOf(entry.model) : undefined);

export function toQaScript(entry: DocumentedMachine): string | undefined {
  const { model } = entry;
  const selection = coveringPaths(entry);
  if (!model || !selection) return undefined;
  const words = wordsOf(model);
  const from = [model.source, model.steps?.source].filter(Boolean).map((s) => `\`${s}\``);
  const machineTest = entry.source.replace(/^machines\/(.+)\.ts$/, 'tests/machines/$1.test.ts');
  const checkedBy = model.steps?.table.checkedBy ?? (existsSync(machineTest) ? [machineTest] : []);
  // 'e2e/terms-model.spec.ts (in Chromium)' → '`e2e/terms-model.spec.ts` (in Chromium)'
  const files = checkedBy.map((c) => c.replace(/^(\S+)/, '`$1`'));
  const lines = [
    `# ${entry.name}: QA script`,
    '',
    `Generated from ${from.join(' and ')} by \`npm run stately\`; do not edit by hand.`,
    '',
    `These ${selection.paths.length} paths are the fewest that together visit every state and take every transition of`,
    `the test model (${selection.summary}).`,
    'Start each path afresh. A numbered line is what you do (or what the outside world answers); "Then" is what you',
    `must see.${files.length ? ` The same steps are replayed by ${files.join(' and ')}.` : ''}`,
    '',
    model.steps
      ? `Before each path: ${model.steps.table.before}`
      : 'This flow has no browser walk yet: the lines below are the test model’s event legend.',
  ];
  selection.paths.forEach((path, pathIndex) => {
    lines.push(
      '',
      `## Path ${pathIndex + 1} of ${selection.paths.length}`,
      '',
      `Start: ${words.state(path.initial)}`,
      '',
    );
    path.steps.forEach((step, index) => {
      lines.push(`${index + 1}. ${words.event(path, index)} \`${step.event.type}\``, `   Then: ${words.state(step)}`);
    });
  });
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n')}\n`;
}
