import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from './breadcrumbs';
import styles from './detail-page.module.css';
import { FirstLoad } from './first-load';

export interface DetailPageProps<Record, Key extends QueryKey> {
  /** Names the heading's id (`${id}-heading`). */
  id: string;
  query: UseQueryOptions<Record, Error, Record, Key>;
  /** The breadcrumb trail above the page's own crumb. */
  trail: Crumb[];
  /** The record's name once loaded (heading and last crumb), e.g. 'Incident INC0001234'. */
  title: (record: Record) => { heading: string; crumb: string };
  /** Heading and crumb while loading: never an internal id from the address. */
  placeholder: string;
  /** The singular the screen speaks of, e.g. 'incident' ('Loading the incident'). */
  noun: string;
  children: (record: Record) => ReactNode;
}

/** A record's page (spec 2 §2): breadcrumbs, heading, then its sections in a grid; failures as every screen handles them. */
export function DetailPage<Record, Key extends QueryKey>({
  id,
  query,
  trail,
  title,
  placeholder,
  noun,
  children,
}: DetailPageProps<Record, Key>) {
  const result = useQuery(query);
  const named = result.data === undefined ? undefined : title(result.data);
  return (
    <section aria-labelledby={`${id}-heading`} aria-busy={result.isPending} className={styles.page}>
      <Breadcrumbs trail={trail} current={named?.crumb ?? placeholder} />
      <h1 id={`${id}-heading`} className={styles.title}>
        {named?.heading ?? placeholder}
      </h1>
      <FirstLoad result={result} loading={`Loading the ${noun}`} failed={`We could not load this ${noun}`} />
      {result.data !== undefined && <div className={styles.grid}>{children(result.data)}</div>}
    </section>
  );
}

/** Spans the whole grid. */
export const wideClass = styles.wide;
