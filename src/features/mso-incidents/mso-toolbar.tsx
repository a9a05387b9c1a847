import { Button, Input } from 'antd';
import { type FormEvent, useId, useState } from 'react';
import type { QuickStats } from '@/contracts/incidents';
import { type MsoAddressQuery, msoStatuses } from './address-query';
import styles from './mso-incidents.module.css';

const choices = ['All', ...msoStatuses] as const;
type Choice = (typeof choices)[number];

/** Spec 2 §2: the quick stats' counts, All first with the total. */
function countOf(choice: Choice, stats: QuickStats | undefined): number | undefined {
  if (!stats) return undefined;
  if (choice === 'All') return stats.total_records;
  return stats.status_summary.find((s) => s.status === choice)?.total ?? 0;
}

interface MsoToolbarProps {
  status: MsoAddressQuery['status'];
  q: string;
  stats: QuickStats | undefined;
  onStatus: (status: Choice) => void;
  onSearch: (q: string) => void;
}

/** The status filter (a native select: light, and fully keyboard and screen-reader usable) and the search form. */
export function MsoToolbar({ status, q, stats, onStatus, onSearch }: MsoToolbarProps) {
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
          onChange={(event) => onStatus(event.target.value as Choice)}
        >
          {choices.map((choice) => {
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
            placeholder="Reference, description, city, postcode…"
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
