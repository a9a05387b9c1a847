import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { type GraphEdge, machineEdges } from './machine-graph';

// A Mermaid `stateDiagram-v2` of a machine that Mermaid 11 renders and that hides nothing: every state under its own
// name (calls, entry actions and tags are extra lines of its label), every transition including `always`, `after`,
// `done:`/`error:` of a call. Mermaid rejects an edge between states inside two different composite states ('would
// create a cycle'), so every edge is drawn between the two states that are siblings in the nearest common composite,
// and the label names the inner source or target it really starts or ends at, e.g. `step.back (→ serviceDetails.checked)`.

const ANY_STATE = 'anyState';

const mermaidId = (node: AnyStateNode) => node.path.join('_');

function actionNames(actions: readonly unknown[]): string[] {
  return actions.flatMap((action) => {
    const type =
      typeof action === 'string'
        ? action
        : action && typeof action === 'object' && 'type' in action
          ? String(action.type)
          : undefined;
    return type && !type.startsWith('xstate.') ? [type] : [];
  });
}

function eventLabel(event: string): string {
  if (event.startsWith('xstate.after.')) {
    const delay = event.slice('xstate.after.'.length).split('.')[0] ?? '';
    return `after ${/^\d+$/.test(delay) ? `${delay} ms` : delay}`;
  }
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event);
  if (actor) return `${actor[1]}: ${actor[2]}`;
  if (event.startsWith('xstate.done.state.')) return 'done';
  return event;
}

// Characters Mermaid reads as syntax inside a label.
const escapeLabel = (text: string) => text.replace(/[;#{}"]/g, (c) => `#${c.charCodeAt(0)};`);

function stateLabel(node: AnyStateNode): string {
  const lines = [node.key];
  for (const invoke of node.invoke) lines.push(`invokes ${typeof invoke.src === 'string' ? invoke.src : invoke.id}`);
  const entry = actionNames(node.entry);
  if (entry.length) lines.push(`entry: ${entry.join(', ')}`);
  const exit = actionNames(node.exit);
  if (exit.length) lines.push(`exit: ${exit.join(', ')}`);
  if (node.tags.length) lines.push(`tags: ${node.tags.join(', ')}`);
  return lines.map(escapeLabel).join('<br/>');
}

/** Fixed guard parameters tell two otherwise equal edges apart (`isResumingAt step: summary`); mapped ones cannot show. */
function guardParams(guard: unknown): string {
  const params = guard && typeof guard === 'object' && 'params' in guard ? guard.params : undefined;
  if (!params || typeof params !== 'object') return '';
  return ` ${Object.entries(params)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(', ')}`;
}

type Drawn = { container: AnyStateNode; from: string; to: string; label: string };

/** The ancestor chain from the root down to the node itself. */
function chain(node: AnyStateNode): AnyStateNode[] {
  const nodes: AnyStateNode[] = [];
  for (let n: AnyStateNode | undefined = node; n; n = n.parent) nodes.unshift(n);
  return nodes;
}

function drawEdge(machine: AnyStateMachine, edge: GraphEdge, byId: Map<string, AnyStateNode>) {
  const source = byId.get(edge.source) as AnyStateNode;
  const targets = edge.targets.length ? edge.targets.map((id) => byId.get(id) as AnyStateNode) : [source];
  const guard = edge.guard ? ` [${edge.guard}${guardParams(edge.transition.guard)}]` : '';
  const actions = actionNames(edge.transition.actions);
  const base = `${eventLabel(edge.event)}${guard}${actions.length ? ` / ${actions.join(', ')}` : ''}`;
  return targets.map((target): Drawn => {
    if (source === machine.root) {
      // A root transition applies in every state: drawn from one "any state" box.
      if (target === machine.root) return { container: machine.root, from: ANY_STATE, to: ANY_STATE, label: base };
      const to = chain(target)[1] ?? target;
      const inner = to === target ? '' : ` (→ ${target.path.join('.')})`;
      return { container: machine.root, from: ANY_STATE, to: mermaidId(to), label: `${base}${inner}` };
    }
    const s = chain(source);
    const t = chain(target);
    // Both endpoints must be strict descendants of the container: descend while the two chains share the next node,
    // stopping where the shallower one would run out (a self-loop or a transition to an ancestor).
    let depth = 0;
    while (depth < Math.min(s.length, t.length) - 2 && s[depth + 1] === t[depth + 1]) depth += 1;
    const container = s[depth] as AnyStateNode;
    const from = s[depth + 1] as AnyStateNode;
    const to = t[depth + 1] as AnyStateNode;
    const notes = [
      from === source ? '' : `from ${source.path.slice(depth).join('.')}`,
      to === target ? '' : `→ ${target.path.slice(depth).join('.')}`,
    ].filter(Boolean);
    return {
      container,
      from: mermaidId(from),
      to: mermaidId(to),
      label: `${base}${notes.length ? ` (${notes.join(' ')})` : ''}`,
    };
  });
}

function block(node: AnyStateNode, edges: Drawn[], indent: string): string[] {
  const lines: string[] = [];
  const initial = node.initial?.target[0];
  if (initial) lines.push(`${indent}[*] --> ${mermaidId(initial)}`);
  for (const child of Object.values(node.states) as AnyStateNode[]) {
    const head = `${indent}state "${stateLabel(child)}" as ${mermaidId(child)}`;
    if (Object.keys(child.states).length > 0)
      lines.push(`${head} {`, ...block(child, edges, `${indent}  `), `${indent}}`);
    else lines.push(head);
  }
  for (const edge of edges.filter((e) => e.container === node))
    lines.push(`${indent}${edge.from} --> ${edge.to} : ${escapeLabel(edge.label)}`);
  for (const child of Object.values(node.states) as AnyStateNode[])
    if (child.type === 'final') lines.push(`${indent}${mermaidId(child)} --> [*]`);
  return lines;
}

export function toMermaid(machine: AnyStateMachine): string {
  const nodes = new Map<string, AnyStateNode>();
  const visit = (node: AnyStateNode) => {
    nodes.set(node.id, node);
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(machine.root);
  const drawn = machineEdges(machine).flatMap((edge) => drawEdge(machine, edge, nodes));
  const header = drawn.some((e) => e.from === ANY_STATE) ? [`  state "(any state)" as ${ANY_STATE}`] : [];
  return ['stateDiagram-v2', ...header, ...block(machine.root, drawn, '  '), ''].join('\n');
}
