import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { Chart, ChartEdge, ChartNode } from './chart';

// The statechart laid out by ELK's layered algorithm (elkjs), nested states inside their parents, every position in
// the root's coordinates. Boxes are sized from their text at the viewer's font (13 px names, 11 px details).

export type Point = { x: number; y: number };
type Box = { x: number; y: number; width: number; height: number };
export type PlacedNode = Box & { node: ChartNode; depth: number };
export type PlacedEdge = { edge: ChartEdge; target: string; points: Point[]; label?: Box };
type PlacedStart = { of: string; at: Box; points: Point[] };
export type Layout = { width: number; height: number; nodes: PlacedNode[]; edges: PlacedEdge[]; starts: PlacedStart[] };

const nameFont = 7.6;
const detailFont = 6.6;
const labelFont = 6.4;
const startId = (id: string) => `${id}#start`;

const textWidth = (text: string, perChar: number) => Math.ceil(text.length * perChar);

function elkNode(node: ChartNode): ElkNode {
  const width = Math.max(
    90,
    textWidth(node.key, nameFont) + 28,
    ...node.details.map((line) => textWidth(line, detailFont) + 24),
  );
  const header = 26 + node.details.length * 15;
  if (node.children.length === 0) return { id: node.id, width, height: header + 6 };
  const initial = node.children.filter((child) => child.initial && node.kind !== 'parallel');
  return {
    id: node.id,
    layoutOptions: {
      'elk.padding': `[top=${header + 12},left=16,bottom=16,right=16]`,
      'elk.nodeSize.minimum': `(${width}, ${header + 40})`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
    },
    children: [
      ...initial.map(() => ({ id: startId(node.id), width: 12, height: 12 })),
      ...node.children.map((child) => elkNode(child)),
    ],
  };
}

function elkEdges(chart: Chart): ElkExtendedEdge[] {
  const edges: ElkExtendedEdge[] = [];
  const visit = (node: ChartNode) => {
    const initial = node.kind === 'parallel' ? undefined : node.children.find((child) => child.initial);
    if (initial)
      edges.push({ id: `${startId(node.id)}->${initial.id}`, sources: [startId(node.id)], targets: [initial.id] });
    node.children.forEach(visit);
  };
  visit(chart.root);
  for (const edge of chart.edges) {
    const targets = edge.targets.length ? edge.targets : [edge.source];
    targets.forEach((target, index) => {
      edges.push({
        id: `${edge.id}->${index}`,
        sources: [edge.source],
        targets: [target],
        labels: [
          {
            id: `${edge.id}->${index}:label`,
            text: edge.label,
            width: textWidth(edge.label, labelFont) + 8,
            height: 16,
          },
        ],
      });
    });
  }
  return edges;
}

const elk = new ELK();

export async function layoutChart(chart: Chart): Promise<Layout> {
  const graph: ElkNode = {
    id: '#graph',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeLabels.inline': 'true',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
      'elk.padding': '[top=12,left=12,bottom=12,right=12]',
    },
    children: [elkNode(chart.root)],
    edges: elkEdges(chart),
  };
  const placed = await elk.layout(graph);
  const chartNodes = new Map<string, ChartNode>();
  const collect = (node: ChartNode) => {
    chartNodes.set(node.id, node);
    node.children.forEach(collect);
  };
  collect(chart.root);

  const nodes: PlacedNode[] = [];
  const starts: PlacedStart[] = [];
  const startBoxes = new Map<string, Box>();
  const walk = (elkNodes: ElkNode[] | undefined, depth: number) => {
    for (const n of elkNodes ?? []) {
      const box = { x: n.x ?? 0, y: n.y ?? 0, width: n.width ?? 0, height: n.height ?? 0 };
      const node = chartNodes.get(n.id);
      if (node) nodes.push({ ...box, node, depth });
      else startBoxes.set(n.id, box);
      walk(n.children, depth + 1);
    }
  };
  walk(placed.children, 0);

  const byId = new Map(chart.edges.map((edge) => [edge.id, edge]));
  const edges: PlacedEdge[] = [];
  for (const e of placed.edges ?? []) {
    const points = (e.sections ?? []).flatMap((s) => [s.startPoint, ...(s.bendPoints ?? []), s.endPoint]);
    const [from] = e.sources;
    if (from && startBoxes.has(from)) {
      starts.push({ of: from.slice(0, -'#start'.length), at: startBoxes.get(from) as Box, points });
      continue;
    }
    const [edgeId, index] = e.id.split('->') as [string, string];
    const edge = byId.get(edgeId);
    if (!edge) continue;
    const label = e.labels?.[0];
    edges.push({
      edge,
      target: edge.targets[Number(index)] ?? edge.source,
      points,
      ...(label
        ? { label: { x: label.x ?? 0, y: label.y ?? 0, width: label.width ?? 0, height: label.height ?? 0 } }
        : {}),
    });
  }
  return { width: placed.width ?? 0, height: placed.height ?? 0, nodes, edges, starts };
}
