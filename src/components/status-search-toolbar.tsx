import { Button, Input } from 'antd';
import { type FormEvent, useId, useState } from 'react';
import type { QuickStats } from '@/contracts/incidents';
import { searchTextProblem } from '@/lib/search-text';
import styles from './status-search-toolbar.module.css';

/** Spec 2 §2: counts from quick stats, All first with the total; no count until the stats have loaded. */
function countOf(choice: string, stats: QuickStats | undefined): number | undefined {
  if (!stats) return undefined;
  if (choice === 'All') return stats.total_records;
  return stats.status_summary.find((s) => s.status === choice)?.total ?? 0;
}

interface StatusSearchToolbarProps<S extends string> {
  /** The status choices, All first. */
  choices: readonly S[];
  status: S;
  q: string;
  stats: QuickStats | undefined;
  searchPlaceholder: string;
  onStatus: (status: S) => void;
  onSearch: (q: string) => void;
  /** A category filter beside the status (its choices, '' for All): only for lists that filter by category. */
  category?: { choices: readonly string[]; value: string; onChange: (category: string) => void };
  /** The first filter's label when it is not a status (the users list filters by role). */
  statusLabel?: string;
}

/**
 * A list's status filter, its category filter when it has one (native selects: light, and fully keyboard and
 * screen-reader usable) and its search form.
 * Give it `key={q}` so the box follows the address when the search changes elsewhere.
 */
export function StatusSearchToolbar<S extends string>({
  choices,
  status,
  q,
  stats,
  searchPlaceholder,
  onStatus,
  onSearch,
  category,
  statusLabel = 'Status',
}: StatusSearchToolbarProps<S>) {
  const statusId = useId();
  const categoryId = useId();
  const searchId = useId();
  const [text, setText] = useState(q);
  const [tooLong, setTooLong] = useState<string>();
  const searchErrorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = searchTextProblem(text);
    setTooLong(problem);
    if (!problem) onSearch(text.trim());
  };

  return (
    <div className={styles.toolbar}>
      <div className={styles.field}>
        <label htmlFor={statusId}>{statusLabel}</label>
        <select
          id={statusId}
          className={styles.select}
          value={status}
          onChange={(event) => onStatus(event.target.value as S)}
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
      {category && (
        <div className={styles.field}>
          <label htmlFor={categoryId}>Category</label>
          <select
            id={categoryId}
            className={styles.select}
            value={category.value}
            onChange={(event) => category.onChange(event.target.value)}
          >
            <option value="">All</option>
            {category.choices.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
        </div>
      )}
      <search className={styles.field}>
        <form onSubmit={submit} className={styles.searchForm}>
          <label htmlFor={searchId}>Search</label>
          <Input
            id={searchId}
            value={text}
            status={tooLong ? 'error' : undefined}
            aria-invalid={tooLong ? true : undefined}
            aria-describedby={tooLong ? searchErrorId : undefined}
            allowClear
            placeholder={searchPlaceholder}
            onChange={(event) => {
              setText(event.target.value);
              // Clearing the box clears the search at once.
              if (event.target.value === '' && q) onSearch('');
            }}
            className={styles.searchInput}
          />
          <Button htmlType="submit">Search</Button>
          {tooLong && (
            <div id={searchErrorId} role="alert" className={styles.searchError}>
              {tooLong}
            </div>
          )}
        </form>
      </search>
    </div>
  );
}
