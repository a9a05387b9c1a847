import { liveWatchMachine } from '@machines/live-watch.machine';
import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { Alert, Breadcrumb, Button, Empty, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { fromCallback, fromPromise, type StateValue } from 'xstate';
import type { FlowViewerLiveApi } from '@/api/flow-viewer-live';
import { type Column, ListTable } from '@/components/list-table';
import { LoadError } from '@/components/load-error';
import { LoadingLines } from '@/components/loading-lines';
import { type LiveActor, type LiveEvent, type LiveSession, type LiveTicket, liveFrame } from '@/contracts/flow-viewer';
import { formatDateTime, formatTimeOfDay } from '@/lib/dates';
import { badgeColours } from '@/lib/status-colours';
import { flowViewerKeys, loadFlowIndex } from './api';
import { loadDiagram } from './diagram';
import styles from './flow-viewer.module.css';
import { activeIds } from './simulation';
import { Statechart } from './statechart';
import { startViewerSession } from './viewer-session';

// /sandbox/flows/live: the portal pages opened with ?inspect=local that the signed-in user may watch (their own, and
// their organisation's for an Admin), and /sandbox/flows/live/<session>: one of them as it runs.

/** A state value as one line: `online.watching`, parallel regions joined by commas. */
function stateText(value: LiveActor['value']): string {
  if (value === null) return '—';
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, inner]) =>
      typeof inner === 'string' || inner === null ? `${key}.${inner}` : `${key}.${stateText(inner)}`,
    )
    .join(', ');
}

const liveSocket = (api: FlowViewerLiveApi) =>
  fromCallback<{ type: 'none' }, { ticket: string }>(({ input, sendBack }) => {
    const ws = new WebSocket(api.socketUrl(input.ticket));
    ws.onopen = () => sendBack({ type: 'socket.open' });
    ws.onmessage = (message) => {
      try {
        const parsed = liveFrame.safeParse(JSON.parse(String(message.data)));
        if (parsed.success) sendBack({ type: 'socket.frame', frame: parsed.data });
      } catch {
        // Not a frame: nothing to show.
      }
    };
    ws.onclose = () => sendBack({ type: 'socket.closed' });
    return () => {
      ws.onclose = null;
      ws.close();
    };
  });

function SessionList({ api }: { api: FlowViewerLiveApi }) {
  const sessions = useQuery({
    queryKey: flowViewerKeys.liveSessions,
    queryFn: ({ signal }) => api.sessions(signal),
    refetchInterval: 2_000,
    staleTime: 0,
  });
  if (sessions.isPending) return <LoadingLines label="Loading the live sessions…" />;
  if (sessions.isError)
    return (
      <LoadError
        title="We could not load the live sessions"
        onRetry={() => sessions.refetch()}
        retrying={sessions.isFetching}
      />
    );
  return (
    <ListTable<LiveSession>
      caption="Live sessions you may watch"
      rows={sessions.data}
      rowKey={(s) => s.session_id}
      empty="No live sessions. Open the portal with ?inspect=local at the end of its address; its page appears here."
      columns={[
        { header: 'Whose', cell: (s) => (s.own ? 'Yours' : s.user_name) },
        { header: 'Started', cell: (s) => formatDateTime(s.started_at), nowrap: true },
        {
          header: 'Page',
          cell: (s) =>
            s.connected ? (
              <Tag color={badgeColours.green}>Open</Tag>
            ) : (
              <Tag color={badgeColours.orange}>Reconnecting</Tag>
            ),
        },
        { header: 'Machines', cell: (s) => s.actors },
        {
          header: 'Watch',
          cell: (s) => (
            <Link
              href={`/live/${s.session_id}`}
              aria-label={`Watch ${s.own ? 'your session' : `${s.user_name}'s session`}`}
            >
              Watch
            </Link>
          ),
        },
      ]}
    />
  );
}

function ActorChart({ flow, value }: { flow: string; value: LiveActor['value'] }) {
  const diagram = useQuery({ queryKey: flowViewerKeys.machine(flow), queryFn: () => loadDiagram(flow) });
  const active = useMemo(
    () => (diagram.data && value !== null ? activeIds(diagram.data.machine, value as StateValue) : new Set<string>()),
    [diagram.data, value],
  );
  if (diagram.isPending) return <LoadingLines label="Drawing the statechart…" />;
  if (diagram.isError)
    return (
      <LoadError title={`We could not draw ${flow}`} onRetry={() => diagram.refetch()} retrying={diagram.isFetching} />
    );
  return <Statechart name={flow} layout={diagram.data.layout} active={active} enabled={new Set()} />;
}

const eventColumns: Column<LiveEvent>[] = [
  { header: 'Time', cell: (e) => formatTimeOfDay(e.at), nowrap: true },
  { header: 'Machine', cell: (e) => e.machine },
  { header: 'Event', cell: (e) => <code>{e.type}</code> },
  { header: 'Carried', cell: (e) => e.keys.join(', ') || '—' },
];

function Watch({ api, sessionId }: { api: FlowViewerLiveApi; sessionId: string }) {
  const index = useQuery({ queryKey: flowViewerKeys.index, queryFn: loadFlowIndex });
  const machine = useMemo(
    () =>
      liveWatchMachine.provide({
        actors: {
          watchTicket: fromPromise<LiveTicket, { sessionId: string }>(({ input }) => api.watch(input.sessionId)),
          socket: liveSocket(api),
        },
      }),
    [api],
  );
  const [snapshot, send] = useMachine(machine, { input: { sessionId } });
  const { actors, events, selected, refusal } = snapshot.context;
  const flowOf = (actor: LiveActor) => index.data?.flows.find((f) => f.id === actor.machine)?.name;
  const shown = actors.find((a) => a.id === selected);
  const shownFlow = shown && flowOf(shown);

  return (
    <>
      <div role="status" aria-label="Live connection" className={styles.facts}>
        {snapshot.hasTag('live') ? (
          <Tag color={badgeColours.green}>Watching</Tag>
        ) : snapshot.matches('lost') ? (
          <Tag color={badgeColours.orange}>Connection lost: trying again</Tag>
        ) : snapshot.matches('ended') || snapshot.matches('refused') ? (
          <Tag>Not watching</Tag>
        ) : (
          <Tag>Connecting…</Tag>
        )}
      </div>
      {snapshot.matches('ended') && (
        <Alert
          type="info"
          showIcon
          title="This session has ended: its page was closed, or did not come back after a reload."
          description={<Link href="/live">Choose another live session</Link>}
        />
      )}
      {snapshot.matches('refused') && <Alert type="error" showIcon title={refusal} />}
      <div className={styles.split}>
        <div>
          {shown && shownFlow ? (
            <ActorChart key={shownFlow} flow={shownFlow} value={shown.value} />
          ) : (
            <Empty
              description={
                shown
                  ? `${shown.machine} is not a machine of machines/ (a promise or callback actor): it has no statechart.`
                  : 'No machine is running on the page yet.'
              }
            />
          )}
        </div>
        <div className={styles.side}>
          <h2 className={styles.h2}>Running machines</h2>
          <ul className={styles.actors} aria-label="Running machines">
            {actors.map((actor) => (
              <li key={actor.id}>
                <Button
                  type={actor.id === selected ? 'primary' : 'default'}
                  aria-pressed={actor.id === selected}
                  onClick={() => send({ type: 'actor.select', id: actor.id })}
                  block
                >
                  <span className={styles.actorName}>{flowOf(actor) ?? actor.machine}</span>
                  <span className={styles.actorState}>
                    {actor.status === 'active' ? stateText(actor.value) : actor.status}
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <h2 className={styles.h2}>Events</h2>
      <ListTable<LiveEvent>
        caption="Events"
        rows={events}
        rowKey={(e, index) => `${e.at}-${e.actor_id}-${index}`}
        empty="No events yet."
        columns={eventColumns}
      />
    </>
  );
}

/** /sandbox/flows/live and /sandbox/flows/live/<session>. */
export default function LivePage({ sessionId }: { sessionId?: string | undefined }) {
  const viewer = useQuery({
    queryKey: flowViewerKeys.viewerSession,
    queryFn: startViewerSession,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return (
    <>
      <Breadcrumb
        items={[
          { title: <Link href="/">Flows</Link> },
          sessionId ? { title: <Link href="/live">Live sessions</Link> } : { title: 'Live sessions' },
          ...(sessionId ? [{ title: 'Watching' }] : []),
        ]}
      />
      <Typography.Title level={1}>{sessionId ? 'Watching a live session' : 'Live sessions'}</Typography.Title>
      <Typography.Paragraph>
        A portal page opened with <code>?inspect=local</code> at the end of its address streams its machines here: which
        are running, the state each is in and the events they receive (never what was typed or chosen). You may watch
        your own pages, and as an Admin those of your organisation. Nothing is kept once a page has closed.
      </Typography.Paragraph>
      {viewer.isPending ? (
        <LoadingLines label="Signing in…" />
      ) : viewer.isError ? (
        <LoadError title="We could not sign you in" onRetry={() => viewer.refetch()} retrying={viewer.isFetching} />
      ) : !viewer.data.signedIn ? (
        <Alert
          type="info"
          showIcon
          title="Sign in with your portal account to watch live sessions."
          action={
            <Button type="primary" onClick={() => viewer.data.auth.signIn({ startPage: window.location.href })}>
              Sign in
            </Button>
          }
        />
      ) : sessionId ? (
        <Watch key={sessionId} api={viewer.data.api} sessionId={sessionId} />
      ) : (
        <SessionList api={viewer.data.api} />
      )}
    </>
  );
}
