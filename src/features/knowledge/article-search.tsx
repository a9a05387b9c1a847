import { Button, Input } from 'antd';
import { type FormEvent, useId, useState } from 'react';
import { useLocation } from 'wouter';
import { searchTextProblem } from '@/lib/search-text';
import styles from './knowledge.module.css';
import { knowledgePaths } from './paths';

/** The article search: goes to the list with the words (page 1), keeping the category chosen. */
export function ArticleSearch({ initial, category }: { initial: string; category: string }) {
  const [, navigate] = useLocation();
  const [text, setText] = useState(initial);
  const [tooLong, setTooLong] = useState<string>();
  const id = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = searchTextProblem(text);
    setTooLong(problem);
    if (!problem) navigate(knowledgePaths.articleList({ q: text.trim(), category }));
  };
  return (
    <search className={styles.field}>
      <form onSubmit={submit} className={styles.searchForm}>
        <label htmlFor={id} className={styles.searchLabel}>
          Search articles
        </label>
        <Input
          id={id}
          type="search"
          value={text}
          status={tooLong ? 'error' : undefined}
          aria-invalid={tooLong ? true : undefined}
          aria-describedby={tooLong ? errorId : undefined}
          onChange={(event) => setText(event.target.value)}
          className={styles.searchInput}
        />
        <Button type="primary" htmlType="submit">
          Search
        </Button>
        {tooLong && (
          <div id={errorId} role="alert" className={styles.searchError}>
            {tooLong}
          </div>
        )}
      </form>
    </search>
  );
}
