import Panzoom, { type PanzoomObject } from '@panzoom/panzoom';
import { Button, Space } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import type { Layout, PlacedEdge, PlacedNode, Point } from './layout';
import styles from './statechart.module.css';

// The laid-out statechart as SVG, with pan and zoom (@panzoom/panzoom: drag, wheel, pinch; the buttons and the arrow
// and +/- keys for the keyboard). Active states are filled; enabled transitions' labels are bold and blue.

type Props = {
  name: string;
  layout: Layout;
  active: ReadonlySet<string>;
  enabled: ReadonlySet<string>;
};

const pathOf = (points: Point[]) => points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x},${p.y}`).join(' ');

function StateBox({ placed, active }: { placed: PlacedNode; active: boolean }) {
  const { node, x, y, width, height } = placed;
  const className = [
    styles.state,
    active ? styles.active : '',
    node.kind === 'final' ? styles.final : '',
    placed.depth === 0 ? styles.root : '',
  ].join(' ');
  return (
    <g data-state={node.id} data-active={active || undefined}>
      <rect className={className} x={x} y={y} width={width} height={height} rx={8} />
      {node.kind === 'final' && (
        <rect className={styles.finalInner} x={x + 3} y={y + 3} width={width - 6} height={height - 6} rx={6} />
      )}
      <text className={styles.name} x={x + 10} y={y + 18}>
        {node.key}
        {node.kind === 'parallel' ? ' (parallel)' : ''}
      </text>
      {node.details.map((line, index) => (
        <text key={line} className={styles.detail} x={x + 10} y={y + 34 + index * 15}>
          {line}
        </text>
      ))}
    </g>
  );
}

function Arrow({ placed, enabled }: { placed: PlacedEdge; enabled: boolean }) {
  const { edge, points, label } = placed;
  return (
    <g data-edge={edge.id} data-enabled={enabled || undefined}>
      <path className={`${styles.edge} ${styles[edge.kind] ?? ''}`} d={pathOf(points)} markerEnd="url(#arrow)" />
      {label && (
        <>
          <rect
            className={styles.labelBox}
            x={label.x - 2}
            y={label.y}
            width={label.width + 4}
            height={label.height}
            rx={3}
          />
          <text className={`${styles.label} ${enabled ? styles.enabled : ''}`} x={label.x + 2} y={label.y + 12}>
            {edge.label}
          </text>
        </>
      )}
    </g>
  );
}

/** Arrow keys pan the chart, + and - zoom it. */
function keyMove(event: globalThis.KeyboardEvent, instance: PanzoomObject) {
  const step = 60;
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [step, 0],
    ArrowRight: [-step, 0],
    ArrowUp: [0, step],
    ArrowDown: [0, -step],
  };
  const move = moves[event.key];
  if (move) {
    event.preventDefault();
    instance.pan(move[0], move[1], { relative: true });
  } else if (event.key === '+' || event.key === '=') instance.zoom(instance.getScale() * 1.25);
  else if (event.key === '-') instance.zoom(instance.getScale() * 0.8);
}

export function Statechart({ name, layout, active, enabled }: Props) {
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const panzoom = useRef<PanzoomObject | null>(null);

  // The whole chart in the frame, centred: the scale that fits both sides (never above 1), then the offset.
  const fitToFrame = useCallback(() => {
    const parent = frame.current;
    const instance = panzoom.current;
    if (!parent || !instance) return;
    const scale = Math.min(1, parent.clientWidth / layout.width, parent.clientHeight / layout.height);
    instance.zoom(scale, { animate: false });
    // Pan offsets are in the chart's own (unscaled) units.
    const x = (parent.clientWidth / scale - layout.width) / 2;
    const y = (parent.clientHeight / scale - layout.height) / 2;
    instance.pan(Math.max(0, x), Math.max(0, y), { animate: false, force: true });
  }, [layout]);

  useEffect(() => {
    const element = canvas.current;
    const parent = frame.current;
    if (!element || !parent) return;
    const instance = Panzoom(element, { maxScale: 4, minScale: 0.05, origin: '0 0', canvas: true });
    panzoom.current = instance;
    fitToFrame();
    const onWheel = (event: WheelEvent) => instance.zoomWithWheel(event);
    parent.addEventListener('wheel', onWheel, { passive: false });
    const onKeyDown = (event: globalThis.KeyboardEvent) => keyMove(event, instance);
    parent.addEventListener('keydown', onKeyDown);
    return () => {
      parent.removeEventListener('wheel', onWheel);
      parent.removeEventListener('keydown', onKeyDown);
      instance.destroy();
      panzoom.current = null;
    };
  }, [fitToFrame]);

  const zoomBy = (factor: number) => panzoom.current?.zoom((panzoom.current?.getScale() ?? 1) * factor);
  return (
    <section aria-label="Statechart" className={styles.wrap}>
      <Space className={styles.tools}>
        <Button onClick={() => zoomBy(1.25)}>Zoom in</Button>
        <Button onClick={() => zoomBy(0.8)}>Zoom out</Button>
        <Button onClick={fitToFrame}>Fit</Button>
        <span className={styles.hint}>Drag or use the arrow keys to pan; the wheel or + and - to zoom.</span>
      </Space>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the chart pans with the arrow keys and zooms with + and - */}
      <div ref={frame} className={styles.frame} tabIndex={0}>
        <div ref={canvas}>
          <svg
            role="img"
            aria-label={`Statechart of ${name}`}
            width={layout.width}
            height={layout.height}
            viewBox={`0 0 ${layout.width} ${layout.height}`}
          >
            <defs>
              <marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto">
                <path d="M0,0 L10,5 L0,10 z" className={styles.arrowHead} />
              </marker>
            </defs>
            {layout.nodes.map((placed) => (
              <StateBox key={placed.node.id} placed={placed} active={placed.depth > 0 && active.has(placed.node.id)} />
            ))}
            {layout.starts.map((start) => (
              <g key={start.of}>
                <circle className={styles.start} cx={start.at.x + 6} cy={start.at.y + 6} r={5} />
                <path className={styles.edge} d={pathOf(start.points)} markerEnd="url(#arrow)" />
              </g>
            ))}
            {layout.edges.map((placed) => (
              <Arrow
                key={`${placed.edge.id}->${placed.target}`}
                placed={placed}
                enabled={enabled.has(placed.edge.id)}
              />
            ))}
          </svg>
        </div>
      </div>
    </section>
  );
}
