import { flowViewerMachine } from '@machines/flow-viewer.machine';
import { useQuery } from '@tanstack/react-query';
import { useMachine, useSelector } from '@xstate/react';
import { Alert, Breadcrumb, Button, Checkbox, Empty, Select, Space, Tabs, Typography } from 'antd';
import { useEffect, useMemo, useReducer, useState, useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import type { StateValue } from 'xstate';
import { LoadError } from '@/components/load-error';
import { LoadingLines } from '@/components/loading-lines';
import { saveFile } from '@/components/save-file';
import { flowViewerKeys, loadFlowIndex, loadQaPaths } from './api';
import type { Chart, ChartEdge } from './chart';
import { type Loaded, loadDiagram } from './diagram';
import type { FlowIndexEntry, QaPath } from './flow-index';
import styles from './flow-viewer.module.css';
import { qaExportFileName, qaPathAsPlaywright } from './qa-export';
import { activeIds, enabledEdges, type Simulation, simulate } from './simulation';
import { Statechart } from './statechart';

const guardsOf = (chart: Chart) => [...new Set(chart.edges.flatMap((edge) => (edge.guard ? [edge.guard] : [])))];

/** The simulation's side: the transitions enabled now as buttons, the guard table, what was taken. */
function SimulatePanel({ simulation, chart, onReset }: { simulation: Simulation; chart: Chart; onReset: () => void }) {
  const value = useSelector(simulation.actor, (s) => s.value as StateValue);
  const status = useSelector(simulation.actor, (s) => s.status as string);
  const { log, guards: table } = useSyncExternalStore(simulation.subscribe, simulation.view);
  const enabled = enabledEdges(chart, activeIds(simulation.machine, value));
  const guards = guardsOf(chart);
  return (
    <Space direction="vertical" size="middle" className={styles.panel}>
      <div>
        <h2 className={styles.h2}>Current state</h2>
        <code className={styles.code}>{JSON.stringify(value)}</code>
        {status === 'done' && <Alert type="success" showIcon title="The machine has finished." />}
      </div>
      <div>
        <h2 className={styles.h2}>Take a transition</h2>
        {enabled.length === 0 ? (
          <Typography.Text>No transition is enabled here.</Typography.Text>
        ) : (
          <div className={styles.events}>
            {enabled.map((edge: ChartEdge) => (
              <Button key={edge.id} onClick={() => simulation.take(edge)}>
                {edge.label}
              </Button>
            ))}
          </div>
        )}
      </div>
      {guards.length > 0 && (
        <fieldset className={styles.fieldset}>
          <legend>Guards for automatic transitions</legend>
          {guards.map((guard) => (
            <Checkbox
              key={guard}
              checked={table[guard] ?? true}
              onChange={(e) => simulation.setGuard(guard, e.target.checked)}
            >
              {guard}
            </Checkbox>
          ))}
        </fieldset>
      )}
      <div>
        <h2 className={styles.h2}>Taken</h2>
        {log.length === 0 ? (
          <Typography.Paragraph>Nothing yet.</Typography.Paragraph>
        ) : (
          <ol className={styles.log} aria-label="Taken transitions">
            {log.map((entry) => (
              <li key={entry.at}>
                <code>{entry.label}</code>
              </li>
            ))}
          </ol>
        )}
        <Button onClick={onReset}>Start again</Button>
      </div>
    </Space>
  );
}

type PlayerProps = {
  flow: string;
  paths: QaPath[];
  viewer: ReturnType<typeof useMachine<typeof flowViewerMachine>>;
};

/** The QA side: choose a covering path, step through it or play it, export it as a test. */
function QaPanel({ flow, paths, viewer: [snapshot, send] }: PlayerProps) {
  const { path: chosen, step } = snapshot.context;
  const path = chosen === null ? undefined : paths[chosen];
  if (paths.length === 0) return <Empty description="This machine has no test model, so no QA paths." />;
  const exported = path && chosen !== null ? qaPathAsPlaywright(flow, path, chosen, paths.length) : '';
  const download = () => {
    if (chosen === null) return;
    const fileName = qaExportFileName(flow, chosen);
    saveFile({ blob: new Blob([exported], { type: 'text/plain' }), fileName }, fileName);
  };
  return (
    <Space direction="vertical" size="middle" className={styles.panel}>
      <div className={styles.field}>
        <span aria-hidden="true">QA path</span>
        <Select<number>
          aria-label="QA path"
          placeholder="Choose a path"
          showSearch={{ optionFilterProp: 'label' }}
          value={chosen ?? undefined}
          onChange={(index) => send({ type: 'qa.choose', path: index, length: paths[index]?.steps.length ?? 0 })}
          options={paths.map((p, index) => ({
            value: index,
            label: `Path ${index + 1} of ${paths.length} (${p.steps.length} steps)`,
          }))}
        />
      </div>
      {path && (
        <>
          <Space wrap>
            <Button onClick={() => send({ type: 'qa.previous' })} disabled={!snapshot.can({ type: 'qa.previous' })}>
              Previous step
            </Button>
            <Button onClick={() => send({ type: 'qa.next' })} disabled={!snapshot.can({ type: 'qa.next' })}>
              Next step
            </Button>
            {snapshot.matches({ qa: 'playing' }) ? (
              <Button onClick={() => send({ type: 'qa.pause' })}>Pause</Button>
            ) : (
              <Button
                type="primary"
                onClick={() => send({ type: 'qa.play' })}
                disabled={!snapshot.can({ type: 'qa.play' })}
              >
                Play
              </Button>
            )}
            <Button onClick={() => send({ type: 'qa.restart' })}>Restart</Button>
          </Space>
          <ol className={styles.steps} aria-label="Steps">
            <li aria-current={step === 0 ? 'step' : undefined} className={step === 0 ? styles.current : undefined}>
              <strong>Start.</strong> {path.start.sees}
            </li>
            {path.steps
              .map((s, index) => ({ ...s, number: index + 1 }))
              .map((s) => (
                <li
                  key={s.number}
                  aria-current={step === s.number ? 'step' : undefined}
                  className={step === s.number ? styles.current : undefined}
                >
                  {s.does} <code>{s.event}</code>
                  <br />
                  Then: {s.sees}
                </li>
              ))}
          </ol>
          <div>
            <h2 className={styles.h2}>As a Playwright test</h2>
            <textarea className={styles.export} aria-label="Exported test" readOnly value={exported} rows={10} />
            <Space>
              <Button onClick={download}>Download {qaExportFileName(flow, chosen ?? 0)}</Button>
              <Button onClick={() => navigator.clipboard?.writeText(exported)}>Copy</Button>
            </Space>
          </div>
        </>
      )}
    </Space>
  );
}

function Details({ entry }: { entry: FlowIndexEntry | undefined }) {
  if (!entry) return null;
  return (
    <Typography.Paragraph className={styles.facts}>
      <code>{entry.source}</code>: {entry.lines} lines, {entry.states} states, {entry.transitions} transitions.
      {entry.views.length > 0 && <> Used by {entry.views.join(', ')}.</>}
    </Typography.Paragraph>
  );
}

type WorkbenchProps = { name: string; diagram: Loaded; simulation: Simulation; paths: QaPath[]; onReset: () => void };

/** The statechart beside its two panels: the simulation, or a QA path being played. */
function Workbench({ name, diagram, simulation, paths, onReset }: WorkbenchProps) {
  const viewer = useMachine(flowViewerMachine);
  const [snapshot, send] = viewer;
  const simulated = useSelector(simulation.actor, (s) => s.value as StateValue);
  const { machine, chart } = diagram;
  const path = snapshot.context.path === null ? undefined : paths[snapshot.context.path];
  const shown = useMemo(() => {
    if (path) {
      const { step } = snapshot.context;
      const value = step === 0 ? path.start.state : path.steps[step - 1]?.state;
      return { active: activeIds(machine, value as StateValue), enabled: new Set<string>() };
    }
    const active = activeIds(machine, simulated);
    return { active, enabled: new Set(enabledEdges(chart, active).map((e) => e.id)) };
  }, [machine, chart, path, snapshot.context, simulated]);

  return (
    <div className={styles.split}>
      <Statechart name={name} layout={diagram.layout} active={shown.active} enabled={shown.enabled} />
      <Tabs
        className={styles.side}
        activeKey={snapshot.matches('simulating') ? 'simulate' : 'qa'}
        onChange={(key) => {
          if (key === 'simulate') send({ type: 'simulate' });
          else if (paths[0]) send({ type: 'qa.choose', path: 0, length: paths[0].steps.length });
        }}
        items={[
          {
            key: 'simulate',
            label: 'Simulate',
            children: <SimulatePanel simulation={simulation} chart={chart} onReset={onReset} />,
          },
          { key: 'qa', label: 'QA paths', children: <QaPanel flow={name} paths={paths} viewer={viewer} /> },
        ]}
      />
    </div>
  );
}

/** /sandbox/flows/<machine>: the statechart with the simulation or a QA path on it. */
export function FlowPage({ name }: { name: string }) {
  const index = useQuery({ queryKey: flowViewerKeys.index, queryFn: loadFlowIndex });
  const diagram = useQuery({ queryKey: flowViewerKeys.machine(name), queryFn: () => loadDiagram(name) });
  const qa = useQuery({ queryKey: flowViewerKeys.qa(name), queryFn: () => loadQaPaths(name) });
  const [run, restart] = useReducer((n: number) => n + 1, 0);
  const [simulation, setSimulation] = useState<Simulation | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `run` changing is what restarts the simulation.
  useEffect(() => {
    if (!diagram.data) return;
    const next = simulate(diagram.data.machine, diagram.data.chart);
    setSimulation(next);
    return () => next.stop();
  }, [diagram.data, run]);
  const entry = index.data?.flows.find((f) => f.name === name);
  // A machine without a test model has no QA file: its QA tab says so.
  const paths = entry?.paths ? (qa.data ?? []) : [];

  return (
    <>
      <Breadcrumb items={[{ title: <Link href="/">Flows</Link> }, { title: name }]} />
      <Typography.Title level={1}>{name}</Typography.Title>
      <Details entry={entry} />
      {diagram.isPending ? (
        <LoadingLines label="Drawing the statechart…" />
      ) : diagram.isError ? (
        <LoadError
          title={`We could not draw ${name}`}
          onRetry={() => diagram.refetch()}
          retrying={diagram.isFetching}
        />
      ) : (
        simulation && (
          <Workbench name={name} diagram={diagram.data} simulation={simulation} paths={paths} onReset={restart} />
        )
      )}
    </>
  );
}
