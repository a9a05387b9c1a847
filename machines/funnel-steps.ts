/**
 * What the three ordering funnels (FTTP, Ethernet, regrade) share about their steps, so their step bars behave alike:
 * each step's state carries `meta: { step }` (the summary's while the 'Order Successful' modal is open), and a step the
 * journey skips (an appointment replaced by a requested date, or not required) is left out of the bar, never ticked.
 */
export type StepMeta<S extends string> = { step?: S };

/** The step a funnel's snapshot is on, from its states' meta; undefined before the first step (the draft read back). */
export function funnelStepOf<S extends string>(snapshot: { getMeta(): Record<string, unknown> }): S | undefined {
  return Object.values(snapshot.getMeta())
    .map((meta) => (meta as StepMeta<S> | undefined)?.step)
    .find((step) => step !== undefined);
}

/** The steps the bar shows: all of them, in order, but the ones this journey skips. */
export function funnelStepsOf<S extends string>(steps: readonly S[], skips: (step: S) => boolean): S[] {
  return steps.filter((step) => !skips(step));
}
