import { Button, Input } from 'antd';
import { type FormEvent, useId, useState } from 'react';
import type { QuickStats } from '@/contracts/incidents';
import { type StatusChoice, statusChoices } from './address-query';
import styles from './incidents.module.css';

/** Spec 2 §2: counts from quick stats, All first with the total. */
function countOf(choice: StatusChoice, stats: QuickStats | undefined): number | undefined {
  if (!stats) return undefined;
  if (choice === 'All') return stats.total_records;
  return stats.status_summary.find((s) => s.status === choice)?.total ?? 0;
}

interface IncidentsToolbarProps {
  status: StatusChoice;
  q: string;
  stats: QuickStats | undefined;
  onStatus: (status: StatusChoice) => void;
  onSearch: (q: string) => void;
}

/** The status filter (a native select: light, and fully keyboard and screen-reader usable) and the search form. */
export function IncidentsToolbar({ status, q, stats, onStatus, onSearch }: IncidentsToolbarProps) {
  const statusId = useId();
  const searchId = useId();
  const [text, setText] = useState(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <div className={styles.toolbar}>
      <div className={styles.field}>
        <label htmlFor={statusId}>Status</label>
        <select
          id={statusId}
          className={styles.select}
          value={status}
          onChange={(event) => onStatus(event.target.value as StatusChoice)}
        >
          {statusChoices.map((choice) => {
            const count = countOf(choice, stats);
            return (
              <option key={choice} value={choice}>
                {count === undefined ? choice : `${choice} (${count})`}
              </option>
            );
          })}
        </select>
      </div>
      <search className={styles.field}>
        <form onSubmit={submit} className={styles.searchForm}>
          <label htmlFor={searchId}>Search</label>
          <Input
            id={searchId}
            value={text}
            maxLength={100}
            allowClear
            placeholder="Reference, postcode, e-mail…"
            onChange={(event) => {
              setText(event.target.value);
              // Clearing the box clears the search at once.
              if (event.target.value === '' && q) onSearch('');
            }}
            className={styles.searchInput}
          />
          <Button htmlType="submit">Search</Button>
        </form>
      </search>
    </div>
  );
}
