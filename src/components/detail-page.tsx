import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useParams } from 'wouter';
import { Breadcrumbs, type Crumb } from './breadcrumbs';
import styles from './detail-page.module.css';
import { FirstLoad } from './first-load';

/** What a record's page shows and where it comes from; each area gives one. */
export interface DetailScreen<Record, Key extends QueryKey> {
  /** The record's kind as a heading says it, e.g. 'Incident' ('Incident INC0001234'); alone while loading. */
  kind: string;
  /** The same in a sentence, e.g. 'incident' ('Loading the incident'). */
  noun: string;
  /** The record's query by the key in the address (`:id`: a reference or an id). */
  query: (key: string) => UseQueryOptions<Record, Error, Record, Key>;
  /** The breadcrumb trail above the page's own crumb. */
  trail: Crumb[];
  /** How the record is named to users: a reference, never an internal id. */
  name: (record: Record) => string;
  /** The page's sections in order, each a DetailSection (or nothing, when it has nothing to say). */
  sections: ComponentType<SectionProps<Record>>[];
}

/** What each section of a record's page is given: the record and the key it was opened by (to refresh it). */
export interface SectionProps<Record> {
  record: Record;
  recordKey: string;
}

/** A record's page (spec 2 §2): breadcrumbs, heading, then its sections in a grid; failures as every screen handles them. */
export function DetailPage<Record, Key extends QueryKey>({ screen }: { screen: DetailScreen<Record, Key> }) {
  const { id: key = '' } = useParams<{ id: string }>();
  const result = useQuery(screen.query(key));
  const record = result.data;
  const name = record === undefined ? undefined : screen.name(record);
  const headingId = `${screen.noun.toLowerCase().replaceAll(' ', '-')}-heading`;
  return (
    <section aria-labelledby={headingId} aria-busy={result.isPending} className={styles.page}>
      <Breadcrumbs trail={screen.trail} current={name ?? screen.kind} />
      <h1 id={headingId} className={styles.title}>
        {name === undefined ? screen.kind : `${screen.kind} ${name}`}
      </h1>
      <FirstLoad
        result={result}
        loading={`Loading the ${screen.noun}`}
        failed={`We could not load this ${screen.noun}`}
      />
      {record !== undefined && (
        <div className={styles.grid}>
          {screen.sections.map((Section, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a screen's sections are a fixed list in a fixed order
            <Section key={index} record={record} recordKey={key} />
          ))}
        </div>
      )}
    </section>
  );
}
