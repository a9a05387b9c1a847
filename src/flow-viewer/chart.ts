import type { AnyStateMachine, AnyStateNode } from 'xstate';

// A machine's statechart as the viewer draws it, read from the machine's own resolved state nodes (created from its
// exported config, .stately/<name>.json): every state with what it does on entry and exit, its calls and tags, and
// every transition, eventless (`always`), delayed (`after`), a call's done/error and a compound state's completion
// included, with its guard and actions by name.

type ChartNodeKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export type ChartNode = {
  /** The state node's id, e.g. `liveChat.open`. */
  id: string;
  key: string;
  kind: ChartNodeKind;
  /** The parent's initial state (drawn with a start mark). */
  initial: boolean;
  /** Under the name: `invokes …`, `entry / …`, `exit / …`, `tags: …`. */
  details: string[];
  children: ChartNode[];
};

type ChartEdgeKind = 'event' | 'always' | 'after' | 'done' | 'error';

export type ChartEdge = {
  /** Unique in the chart: `<source>:<event>:<index>`. */
  id: string;
  source: string;
  /** The target state ids; a transition without a target stays in its source (drawn as a loop). */
  targets: string[];
  /** The event as the machine receives it, e.g. `xstate.after.poll.liveChat.open`. */
  eventType: string;
  kind: ChartEdgeKind;
  /** What the arrow reads: `send [hasDraft] / assignDraft`, `after poll`, `done: loadConversation`. */
  label: string;
  guard?: string;
  actions: string[];
};

export type Chart = { root: ChartNode; edges: ChartEdge[] };

type Transition = NonNullable<AnyStateNode['always']>[number];

const nameOf = (value: unknown): string | undefined => {
  if (!value) return undefined;
  if (typeof value === 'string') return value;
  // Built-in actions are functions carrying their type (`xstate.raise`); configured ones are objects with a type.
  const { type } = value as { type?: unknown };
  if (typeof type === 'string') return type;
  if (typeof value === 'function') {
    const { name, guards } = value as { name?: string; guards?: unknown[] };
    return guards ? `${name}(${guards.map(nameOf).join(', ')})` : name || 'inline';
  }
  return undefined;
};

/** The event as a person reads it on an arrow. */
function eventLabel(eventType: string): { kind: ChartEdgeKind; text: string } {
  if (eventType === '') return { kind: 'always', text: 'always' };
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return { kind: 'after', text: `after ${after[1]}` };
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return { kind: 'done', text: `done: ${done[1]}` };
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return { kind: 'error', text: `error: ${error[1]}` };
  if (eventType.startsWith('xstate.done.state.')) return { kind: 'done', text: 'done' };
  return { kind: 'event', text: eventType };
}

function nodeOf(node: AnyStateNode, initial: boolean): ChartNode {
  const invokes = node.invoke.map((i) => `invokes ${typeof i.src === 'string' ? i.src : i.id}`);
  // A delayed transition's timer is set on entry and cancelled on exit by XState itself: its arrow says `after`.
  const own = (name: string | undefined) => Boolean(name) && name !== 'xstate.raise' && name !== 'xstate.cancel';
  const entry = node.entry.map(nameOf).filter(own);
  const exit = node.exit.map(nameOf).filter(own);
  const parentInitial = node.initial?.target?.map((t) => t.id) ?? [];
  return {
    id: node.id,
    key: node.key,
    kind: node.type,
    initial,
    details: [
      ...invokes,
      ...(entry.length ? [`entry / ${entry.join(', ')}`] : []),
      ...(exit.length ? [`exit / ${exit.join(', ')}`] : []),
      ...(node.tags.length ? [`tags: ${node.tags.join(', ')}`] : []),
    ],
    children: Object.values(node.states).map((child) =>
      nodeOf(child as AnyStateNode, node.type === 'parallel' || parentInitial.includes((child as AnyStateNode).id)),
    ),
  };
}

function edgesOf(node: AnyStateNode): ChartEdge[] {
  const lists: Array<[string, Transition[]]> = [...node.transitions.entries()];
  if (node.always?.length) lists.push(['', node.always]);
  const edges = lists.flatMap(([eventType, list]) =>
    list.map((t, index): ChartEdge => {
      const { kind, text } = eventLabel(eventType);
      const guard = nameOf(t.guard);
      const actions = t.actions.map(nameOf).filter((a): a is string => Boolean(a));
      return {
        id: `${node.id}:${eventType || 'always'}:${index}`,
        source: node.id,
        targets: (t.target ?? []).map((target) => target.id),
        eventType,
        kind,
        label: `${text}${guard ? ` [${guard}]` : ''}${actions.length ? ` / ${actions.join(', ')}` : ''}`,
        ...(guard ? { guard } : {}),
        actions,
      };
    }),
  );
  return [...edges, ...Object.values(node.states).flatMap((child) => edgesOf(child as AnyStateNode))];
}

export function chartOf(machine: AnyStateMachine): Chart {
  return { root: nodeOf(machine.root, true), edges: edgesOf(machine.root) };
}

/** Every state node of the chart, the root first. */
export function chartNodes(root: ChartNode): ChartNode[] {
  return [root, ...root.children.flatMap(chartNodes)];
}
