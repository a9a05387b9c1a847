import { useQuery } from '@tanstack/react-query';
import { Table, Typography } from 'antd';
import { Link } from 'wouter';
import { LoadError } from '@/components/load-error';
import { LoadingLines } from '@/components/loading-lines';
import { flowViewerKeys, loadFlowIndex } from './api';
import type { FlowIndexEntry } from './flow-index';

const flowLinks = (names: string[]) =>
  names.length === 0
    ? '—'
    : names.map((name, index) => (
        <span key={name}>
          {index > 0 && ', '}
          <Link href={`/${name}`}>{name}</Link>
        </span>
      ));

/** /sandbox/flows: every machine of machines/, its size, the flows it invokes and is invoked by, the views using it. */
export function FlowList() {
  const index = useQuery({ queryKey: flowViewerKeys.index, queryFn: loadFlowIndex });
  return (
    <>
      <Typography.Title level={1}>Flows</Typography.Title>
      <Typography.Paragraph>
        Every state machine of the portal, drawn from its own definition. Open one to see its statechart, simulate it,
        or play its QA paths. Nothing here is fetched from outside the sandbox.
      </Typography.Paragraph>
      {index.isPending ? (
        <LoadingLines label="Loading the machines…" />
      ) : index.isError ? (
        <LoadError title="We could not load the machines" onRetry={() => index.refetch()} retrying={index.isFetching} />
      ) : (
        <Table<FlowIndexEntry>
          rowKey="name"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={index.data.flows}
          columns={[
            { title: 'Machine', dataIndex: 'name', render: (name: string) => <Link href={`/${name}`}>{name}</Link> },
            { title: 'Lines', dataIndex: 'lines', align: 'right' },
            { title: 'States', dataIndex: 'states', align: 'right' },
            { title: 'Transitions', dataIndex: 'transitions', align: 'right' },
            {
              title: 'Invokes',
              render: (_, flow) => flowLinks(flow.invokes.flatMap((i) => (i.flow ? [i.flow] : []))),
            },
            { title: 'Invoked by', render: (_, flow) => flowLinks(flow.invokedBy) },
            {
              title: 'Views',
              render: (_, flow) => (flow.views.length ? flow.views.map((v) => <div key={v}>{v}</div>) : '—'),
            },
            { title: 'QA paths', dataIndex: 'paths', align: 'right' },
          ]}
        />
      )}
    </>
  );
}
