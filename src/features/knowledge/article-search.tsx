import { Button, Input } from 'antd';
import { type FormEvent, useId, useState } from 'react';
import { useLocation } from 'wouter';
import styles from './knowledge.module.css';
import { knowledgePaths } from './paths';

/** The article search: goes to the list with the words (page 1), keeping the category chosen. */
export function ArticleSearch({ initial, category }: { initial: string; category: string }) {
  const [, navigate] = useLocation();
  const [text, setText] = useState(initial);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(knowledgePaths.articleList({ q: text.trim(), category }));
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
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
          className={styles.searchInput}
        />
        <Button type="primary" htmlType="submit">
          Search
        </Button>
      </form>
    </search>
  );
}
