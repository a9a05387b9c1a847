import { type AnyStateMachine, createActor, createMachine, fromPromise } from 'xstate';
import { machineGraph } from './machine-graph';
import { implementationNames, type JsonValue } from './studio-config';

// What an analyst's import does with an exported config: createMachine(config) with implementations supplied by name
// (stubs: guards false, actions nothing, calls that never settle, delays of a second), started once.

export function recreate(config: Record<string, JsonValue>): AnyStateMachine {
  const names = implementationNames(config);
  const by = <T>(list: string[], make: () => T) => Object.fromEntries(list.map((name) => [name, make()]));
  // The stubs only have to exist under the right names; the typed setup of the source machine is not in the JSON.
  const machine = createMachine(config as never) as AnyStateMachine;
  return machine.provide({
    guards: by(names.guards, () => () => false),
    actions: by(names.actions, () => () => {}),
    actors: by(names.actors, () => fromPromise(() => new Promise<never>(() => {}))),
    delays: by(names.delays, () => 1000),
  } as never);
}

/** Why the exported config does not stand for the machine: empty when it does. */
export function reimportProblems(machine: AnyStateMachine, config: Record<string, JsonValue>): string[] {
  const problems: string[] = [];
  let copy: AnyStateMachine;
  try {
    copy = recreate(config);
  } catch (error) {
    return [`createMachine(config) throws: ${(error as Error).message}`];
  }
  const actor = createActor(copy);
  const snapshot = actor.getSnapshot();
  if (snapshot.status === 'error') problems.push(`its snapshot is in error: ${String(snapshot.error)}`);
  const expected = machineGraph(machine);
  const actual = machineGraph(copy);
  const diff = (label: string, want: string[], got: string[]) => {
    for (const item of want) if (!got.includes(item)) problems.push(`${label} missing: ${item}`);
    for (const item of got) if (!want.includes(item)) problems.push(`${label} not in the machine: ${item}`);
  };
  diff('state', expected.states, actual.states);
  diff('transition', expected.transitions, actual.transitions);
  return problems;
}
