import { type ReactNode, type RefObject, useId, useLayoutEffect, useRef, useState } from 'react';
import styles from './list-table.module.css';
import { visuallyHiddenClass } from './loading-lines';

type SortOrder = 'asc' | 'desc';

/** One column: its header, its cell, and the sort field when the column sorts. */
export interface Column<Row, Sort extends string = never> {
  header: string;
  cell: (row: Row) => ReactNode;
  sort?: Sort;
  /** References, dates and durations stay on one line. */
  nowrap?: boolean;
}

interface TableSort<Sort extends string> {
  sort: Sort;
  order: SortOrder;
  onSort: (sort: Sort, order: SortOrder) => void;
}

/** A column header that sorts by its field; a second press reverses the order. */
function SortableHeader<Sort extends string>({
  field,
  label,
  sorting,
}: {
  field: Sort;
  label: string;
  sorting: TableSort<Sort>;
}) {
  const active = sorting.sort === field;
  const next = active && sorting.order === 'desc' ? 'asc' : 'desc';
  return (
    <th scope="col" aria-sort={active ? (sorting.order === 'desc' ? 'descending' : 'ascending') : 'none'}>
      <button type="button" className={styles.sortButton} onClick={() => sorting.onSort(field, next)}>
        {label}
        <span aria-hidden="true" className={styles.sortMark}>
          {active ? (sorting.order === 'desc' ? '▼' : '▲') : '↕'}
        </span>
      </button>
    </th>
  );
}

/** Whether the box is narrower than its content (the table scrolls sideways in it), kept as either one resizes. */
function useOverflowsSideways(box: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [box]);
  return overflows;
}

interface ListTableProps<Row, Sort extends string> {
  /** The table's accessible name, read but not shown. */
  caption: string;
  columns: Column<Row, Sort>[];
  rows: Row[];
  rowKey: (row: Row, index: number) => string;
  /** Shown in the table when there are no rows, e.g. 'No incidents found'. */
  empty?: string;
  sorting?: TableSort<Sort>;
}

/**
 * A plain HTML table (antd Table alone would exceed a list route's script budget), sortable by the columns that say so.
 * A table wider than the screen scrolls sideways in its own box; that box is then in the tab order, named by the
 * caption, so a keyboard user can scroll a table without links (WCAG 2.1.1, axe scrollable-region-focusable), and only
 * then: a table that fits adds no tab stop. A group, not a region: a record's section is already a region of the same
 * name as its table, and a second landmark of that name inside it would only repeat it (axe landmark-unique).
 */
export function ListTable<Row, Sort extends string = never>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  sorting,
}: ListTableProps<Row, Sort>) {
  const box = useRef<HTMLDivElement>(null);
  const captionId = useId();
  const scrolls = useOverflowsSideways(box);
  return (
    <div
      ref={box}
      className={styles.tableWrap}
      {...(scrolls ? { role: 'group', 'aria-labelledby': captionId, tabIndex: 0 } : {})}
    >
      <table className={styles.table}>
        <caption id={captionId} className={visuallyHiddenClass}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map(({ header, sort }) =>
              sort && sorting ? (
                <SortableHeader key={header} field={sort} label={header} sorting={sorting} />
              ) : (
                <th key={header} scope="col">
                  {header}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && empty && (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {empty}
              </td>
            </tr>
          )}
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {columns.map(({ header, cell, nowrap }) => (
                <td key={header} className={nowrap ? styles.nowrap : undefined}>
                  {cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
