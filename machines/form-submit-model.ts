import { assign, type EventObject } from 'xstate';

/**
 * The test-model fragment of a form that is sent and may be refused (password change and reset, the user and service
 * actions): Submit (or Confirm) goes out only when the model's guard holds, else the problems show; while it is out the
 * sandbox answers applied (`done`), a field refused (back to the form, its problems shown) or failed (`failed`, where
 * Retry sends it again). Context `C` remembers whether problems and a failure show; a form's model keeps its own fields.
 */
export function formSubmitModel<C extends { problems: boolean; error: boolean }, E extends EventObject>() {
  const update = (values: Partial<C>) => assign<C, E, undefined, E, never>(values);
  const showProblems = update({ problems: true } as Partial<C>);
  return {
    /** An assignment of the model's context. */
    update,
    /** Submit: sent when `guard` holds, else the problems show and nothing is sent. */
    submit: <const G extends string>(guard: G) => [{ guard, target: 'submitting' }, { actions: showProblems }] as const,
    /**
     * The form is out: `form` is the state a refused field returns to; `clears` what a new attempt hides (the last
     * failure, and the problems too unless only the failure); `more` the sandbox's other answers of this form.
     */
    submitting: <const F extends string, const M = object>(form: F, clears: Partial<C>, more?: M) =>
      ({
        meta: { matches: 'submitting' },
        tags: ['busy'],
        entry: update(clears),
        on: {
          'submit.ok': 'done',
          ...(more as M),
          'submit.refused': { target: form, actions: showProblems },
          'submit.fail': { target: 'failed', actions: update({ error: true } as Partial<C>) },
        },
      }) as const,
    /** The failure shows with Retry; `edits` are the field events that go back to the form. */
    failed: <const M>(edits: M) => ({ meta: { matches: 'failed' }, on: { retry: 'submitting', ...edits } }) as const,
  };
}
