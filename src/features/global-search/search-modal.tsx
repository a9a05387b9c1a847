import { globalSearchMachine } from '@machines/global-search.machine';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { Alert, Button, Input, type InputRef, Modal } from 'antd';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { StatusBadge } from '@/components/status-badge';
import {
  categoryTitles,
  globalSearchRules,
  noResultsHint,
  noResultsTitle,
  type SearchableAreas,
  searchCategories,
  shownHits,
  viewAllHref,
} from '@/lib/global-search';
import { runSearch } from './queries';
import styles from './search-modal.module.css';

interface Props {
  /** The areas the user may search (their access rules, decided by the shell), which make the categories. */
  areas: SearchableAreas;
  /** Grows by one each time the shell asks the search to open (Ctrl/Cmd+K, the header's control). */
  openRequests: number;
}

const keyEvents: Record<string, 'selection.next' | 'selection.previous' | 'selection.choose'> = {
  ArrowDown: 'selection.next',
  ArrowUp: 'selection.previous',
  Enter: 'selection.choose',
};

/**
 * The global search window (spec 1 §4, §8, §9), loaded on first open: renders the `global-search` machine. The box is
 * an ARIA combobox over one listbox of results grouped by category; the arrows move the highlight, Enter opens it.
 */
export function GlobalSearchModal({ areas, openRequests }: Props) {
  const categories = searchCategories(areas);
  const queryClient = useQueryClient();
  const [location, navigate] = useLocation();
  const actor = useActorRef(
    globalSearchMachine.provide({
      actors: { search: fromPromise(({ input }) => runSearch(queryClient, categories, input.term)) },
    }),
  );
  const context = useSelector(actor, (s) => s.context);
  // Where the open search is: idle, tooShort, waiting, results, noResults or failed; null while closed.
  const phase = useSelector(actor, (s) => (typeof s.value === 'object' ? s.value.open : null));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const ids = useId();
  const box = useRef<InputRef>(null);
  const listId = `${ids}-results`;
  const optionId = (index: number) => `${ids}-option-${index}`;

  // Spec 1 §4: a route change closes the search (first, so a request made on this render still opens it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to the location changing.
  useEffect(() => actor.send({ type: 'search.close' }), [location, actor]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each request opens it once.
  useEffect(() => actor.send({ type: 'search.open' }), [openRequests, actor]);
  useEffect(() => {
    const subscription = actor.on('result.open', ({ href }) => navigate(href));
    return () => subscription.unsubscribe();
  }, [actor, navigate]);

  const { term, searched, outcomes, active } = context;
  const showResults = phase === 'results';
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // Spec 1 §4: Escape closes, whichever element of the window has the focus' key first.
    if (e.key === 'Escape') actor.send({ type: 'search.close' });
    const type = keyEvents[e.key];
    if (!type || !showResults) return;
    e.preventDefault();
    actor.send({ type });
  };

  let offset = 0;
  return (
    <Modal
      open={phase !== null}
      title="Search"
      footer={null}
      onCancel={() => actor.send({ type: 'search.close' })}
      destroyOnHidden
      width={640}
      // The Modal focuses itself once open; the box takes the focus after it, so typing starts at once.
      afterOpenChange={(open) => open && box.current?.focus()}
    >
      <Input
        ref={box}
        autoFocus
        value={term}
        placeholder="Search orders, services, incidents and articles"
        aria-label="Search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showResults}
        aria-controls={listId}
        aria-activedescendant={showResults && active >= 0 ? optionId(active) : undefined}
        onChange={(e) => actor.send({ type: 'term.change', term: e.target.value })}
        onKeyDown={onKeyDown}
      />
      <div className={styles.body} aria-live="polite">
        {(phase === 'idle' || phase === 'tooShort') && (
          <p className={styles.hint}>Type at least {globalSearchRules.minLength} characters to search.</p>
        )}
        {busy || phase === 'waiting' ? <p className={styles.hint}>Searching…</p> : null}
        {phase === 'noResults' && (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{noResultsTitle(searched)}</p>
            <p>{noResultsHint}</p>
          </div>
        )}
        {phase === 'failed' && (
          <Alert
            type="error"
            showIcon
            message="Search is not available just now."
            action={<Button onClick={() => actor.send({ type: 'search.retry' })}>Try again</Button>}
          />
        )}
      </div>
      <div id={listId} role="listbox" aria-label="Search results" className={styles.results} hidden={!showResults}>
        {showResults &&
          outcomes.map((outcome) => {
            const shown = shownHits(outcome);
            const first = offset;
            offset += shown.length;
            const headingId = `${ids}-${outcome.category}`;
            if (!outcome.ok || shown.length === 0) return null;
            return (
              // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are role="group" (ARIA listbox pattern); a fieldset is for form controls.
              <div key={outcome.category} role="group" aria-labelledby={headingId} className={styles.group}>
                <div id={headingId} role="presentation" className={styles.groupTitle}>
                  {categoryTitles[outcome.category]} ({outcome.total})
                </div>
                {shown.map((hit, i) => (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard reaches options through the combobox (aria-activedescendant).
                  <div
                    key={hit.id}
                    id={optionId(first + i)}
                    role="option"
                    tabIndex={-1}
                    aria-selected={active === first + i}
                    className={active === first + i ? `${styles.option} ${styles.active}` : styles.option}
                    onClick={() => navigate(hit.href)}
                  >
                    <span className={styles.title}>{hit.title}</span>
                    {hit.status && <StatusBadge status={hit.status} />}
                    {hit.details.length > 0 && <span className={styles.details}>{hit.details.join(' · ')}</span>}
                  </div>
                ))}
              </div>
            );
          })}
      </div>
      {showResults && (
        <ul className={styles.links}>
          {outcomes.map((outcome) => {
            const href = viewAllHref(outcome, searched);
            if (!outcome.ok)
              return (
                <li key={outcome.category} className={styles.failed}>
                  {categoryTitles[outcome.category]} could not be searched just now.
                </li>
              );
            return href ? (
              <li key={outcome.category}>
                <Link href={href}>View all {categoryTitles[outcome.category]}</Link>
              </li>
            ) : null;
          })}
        </ul>
      )}
    </Modal>
  );
}
