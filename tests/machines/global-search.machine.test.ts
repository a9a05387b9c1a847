import { globalSearchMachine } from '@machines/global-search.machine';
import { globalSearchModel } from '@machines/global-search.model';
import { createActor, fromPromise } from 'xstate';
import type { CategoryOutcome } from '@/lib/global-search';
import { testMachineWithModel } from '../support/model-testing';

const hit = (id: string) => ({ id, href: `/support/services/${id}`, title: id, details: [] });
const withHits: CategoryOutcome[] = [
  { category: 'services', ok: true, total: 2, hits: [hit('srv_1'), hit('srv_2')] },
  { category: 'incidents', ok: false },
];
const nothing: CategoryOutcome[] = [
  { category: 'services', ok: true, total: 0, hits: [] },
  { category: 'incidents', ok: true, total: 0, hits: [] },
];
const allFailed: CategoryOutcome[] = [
  { category: 'services', ok: false },
  { category: 'incidents', ok: false },
];

function start(answer: (term: string) => Promise<CategoryOutcome[]> = async () => withHits) {
  const terms: string[] = [];
  const opened: string[] = [];
  const actor = createActor(
    globalSearchMachine.provide({
      actors: {
        search: fromPromise(async ({ input }: { input: { term: string } }) => {
          terms.push(input.term);
          return answer(input.term);
        }),
      },
    }),
  ).start();
  actor.on('result.open', (e) => void opened.push(e.href));
  return { actor, terms, opened };
}

describe('global search machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches nothing under 3 characters', async () => {
    const { actor, terms } = start();
    actor.send({ type: 'search.open' });
    actor.send({ type: 'term.change', term: 'st ' });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(actor.getSnapshot().matches({ open: 'tooShort' })).toBe(true);
    expect(terms).toEqual([]);
  });

  it('searches once the typing pauses for 500 ms, for the last term only', async () => {
    const { actor, terms } = start();
    actor.send({ type: 'search.open' });
    actor.send({ type: 'term.change', term: 'ston' });
    await vi.advanceTimersByTimeAsync(499);
    actor.send({ type: 'term.change', term: 'stonegate' });
    await vi.advanceTimersByTimeAsync(499);
    expect(terms).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(terms).toEqual(['stonegate']);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ open: 'results' })).toBe(true);
    expect(actor.getSnapshot().context.searched).toBe('stonegate');
  });

  it('shows results when one category fails and another answers; no results when none has any', async () => {
    const { actor } = start(async (term) => (term === 'zzqq' ? nothing : withHits));
    actor.send({ type: 'search.open' });
    actor.send({ type: 'term.change', term: 'stonegate' });
    await vi.advanceTimersByTimeAsync(500);
    expect(actor.getSnapshot().matches({ open: 'results' })).toBe(true);
    actor.send({ type: 'term.change', term: 'zzqq' });
    await vi.advanceTimersByTimeAsync(500);
    expect(actor.getSnapshot().matches({ open: 'noResults' })).toBe(true);
  });

  it('arrows move through the results in both directions and wrap; Enter opens the highlighted one and closes', async () => {
    const { actor, opened } = start();
    actor.send({ type: 'search.open' });
    actor.send({ type: 'term.change', term: 'stonegate' });
    await vi.advanceTimersByTimeAsync(500);
    actor.send({ type: 'selection.choose' });
    expect(opened).toEqual([]);
    actor.send({ type: 'selection.previous' });
    expect(actor.getSnapshot().context.active).toBe(1);
    actor.send({ type: 'selection.next' });
    expect(actor.getSnapshot().context.active).toBe(0);
    actor.send({ type: 'selection.next' });
    actor.send({ type: 'selection.choose' });
    expect(opened).toEqual(['/support/services/srv_2']);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.term).toBe('');
  });

  it('every category failing is an error that can be tried again', async () => {
    let calls = 0;
    const { actor } = start(async () => (++calls === 1 ? allFailed : withHits));
    actor.send({ type: 'search.open' });
    actor.send({ type: 'term.change', term: 'stonegate' });
    await vi.advanceTimersByTimeAsync(500);
    expect(actor.getSnapshot().matches({ open: 'failed' })).toBe(true);
    actor.send({ type: 'search.retry' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ open: 'results' })).toBe(true);
  });
});

testMachineWithModel({
  name: 'global-search',
  machine: globalSearchMachine,
  model: globalSearchModel,
  drivers: {
    open: ({ send }) => send({ type: 'search.open' }),
    close: ({ send }) => send({ type: 'search.close' }),
    'type.blank': ({ send }) => send({ type: 'term.change', term: '' }),
    'type.short': ({ send }) => send({ type: 'term.change', term: 'ab' }),
    'type.term': ({ send }) => send({ type: 'term.change', term: 'stonegate' }),
    'clock.pause': ({ advance }) => advance(500),
    'search.hits': ({ resolve }) => resolve('search', withHits),
    'search.none': ({ resolve }) => resolve('search', nothing),
    'search.fail': ({ resolve }) => resolve('search', allFailed),
    'search.error': ({ reject }) => reject('search', new Error('network')),
    retry: ({ send }) => send({ type: 'search.retry' }),
    'arrow.down': ({ send }) => send({ type: 'selection.next' }),
    'arrow.up': ({ send }) => send({ type: 'selection.previous' }),
    enter: ({ send }) => send({ type: 'selection.choose' }),
  },
  assertState: ({ step, snapshot }) => {
    const model = step.modelContext as { active: number };
    if (snapshot().matches({ open: 'results' })) expect(snapshot().context.active).toBe(model.active);
    if (snapshot().matches('closed')) expect(snapshot().context.term).toBe('');
  },
});
