import { z } from 'zod';

// The contract of `.stately/flows.json` (written by `npm run stately`, served at /sandbox/flows/data/flows.json): what
// the flow viewer lists for each machine of machines/ and the QA paths it plays.

const stateValue: z.ZodType<string | Record<string, unknown>> = z.union([
  z.string(),
  z.record(z.string(), z.unknown()),
]);

const qaStep = z.object({
  /** The test model's event, e.g. `step.next`. */
  event: z.string(),
  /** What a person does (or what the outside world answers), in the QA script's words. */
  does: z.string(),
  /** The production state the machine must then be in: what the diagram highlights. */
  state: stateValue,
  /** What the person must then see (`sees`). */
  sees: z.string(),
});

const flowIndexEntry = z.object({
  /** The file name in .stately/ (`<name>.json` is the machine's config). */
  name: z.string().regex(/^[\w.-]+$/),
  /** The machine's own id (`fttpOrder`): how a live session names it. */
  id: z.string(),
  source: z.string(),
  lines: z.number().int(),
  states: z.number().int(),
  transitions: z.number().int(),
  /** Every invoked actor by its `src`; `flow` when the actor is another machine of machines/. */
  invokes: z.array(z.object({ src: z.string(), flow: z.string().optional() })),
  invokedBy: z.array(z.string()),
  /** Files under src/ that import the machine. */
  views: z.array(z.string()),
  model: z.string().optional(),
  /** How many covering paths its test model has (`<name>.qa.json`; 0 without a model). */
  paths: z.number().int(),
});

export const flowIndex = z.object({ generatedBy: z.string(), flows: z.array(flowIndexEntry) });

/** `.stately/<name>.qa.json`: the test model's covering paths, the fewest that visit every state and transition. */
export const qaPaths = z.array(
  z.object({ start: z.object({ state: stateValue, sees: z.string() }), steps: z.array(qaStep) }),
);

export type FlowIndex = z.infer<typeof flowIndex>;
export type FlowIndexEntry = z.infer<typeof flowIndexEntry>;
export type QaPath = z.infer<typeof qaPaths>[number];
