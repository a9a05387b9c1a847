import { Table, type TableColumnsType } from 'antd';
import { type ForecastFamily, forecastFamilyLabels, monthLabel } from '@/contracts/forecasts';
import { type FamilyMonth, signed } from './forecast-figures';
import styles from './forecasting.module.css';

/** The figures month by month (the chart's text alternative): forecast, actual orders and their difference. */
export function ForecastTable({
  family,
  rows,
  currentMonth,
}: {
  family: ForecastFamily;
  rows: FamilyMonth[];
  currentMonth: string;
}) {
  const columns: TableColumnsType<FamilyMonth> = [
    {
      title: 'Month',
      dataIndex: 'month',
      render: (m: string) => (
        <>
          {monthLabel(m)}
          {m === currentMonth && <span className={styles.note}> (so far)</span>}
          {m > currentMonth && <span className={styles.note}> (to come)</span>}
        </>
      ),
    },
    {
      title: 'Forecast',
      dataIndex: 'forecast',
      align: 'right',
      render: (n: number | null) => (n === null ? <span className={styles.none}>No forecast</span> : n),
    },
    { title: 'Actual orders', dataIndex: 'actual', align: 'right' },
    {
      title: 'Difference',
      dataIndex: 'difference',
      align: 'right',
      render: (d: number | null) =>
        d === null ? '—' : <span className={d < 0 ? styles.under : undefined}>{signed(d)}</span>,
    },
  ];
  const forecastTotal = rows.reduce((n, r) => n + (r.forecast ?? 0), 0);
  const actualTotal = rows.reduce((n, r) => n + r.actual, 0);
  return (
    <Table<FamilyMonth>
      className={styles.table}
      caption={`${forecastFamilyLabels[family]} forecast and orders per month`}
      rowKey="month"
      size="small"
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0}>
            <strong>Total</strong>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={1} align="right">
            <strong>{forecastTotal}</strong>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={2} align="right">
            <strong>{actualTotal}</strong>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={3} align="right" />
        </Table.Summary.Row>
      )}
    />
  );
}
