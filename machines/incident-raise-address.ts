import { and } from 'xstate';
import type { IncidentStep } from './incident-raise-draft';
import type { FormValues } from './incident-raise-forms';
import { draftFrom, type RaiseContext } from './incident-raise-rules';
import type { ServiceStepReport } from './incident-raise-service.machine';

/** The funnel's steps as the address shows them (spec 2 §2); `complete` is the thank-you page. */
export type FunnelStep = IncidentStep | 'complete';

/** What the funnel hears: step one's reports, what the user did on the later steps, and the browser's address. */
export type RaiseEvent =
  | ServiceStepReport
  | { type: 'form.change'; values: FormValues }
  | { type: 'files.add'; file: File }
  | { type: 'files.remove'; index: number }
  | { type: 'appointment.open' }
  | { type: 'availability.change'; date: string; slot: 'AM' | 'PM' }
  | { type: 'confirmation.toggle'; checked: boolean }
  | { type: 'address.change'; step: FunnelStep }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'step.submit' }
  | { type: 'step.cancel' };

// Action and transition helpers of the raise funnel (machines/incident-raise.machine.ts), by the names in its setup.

/** Shows the step at its address. */
export const show = (step: FunnelStep) => ({ type: 'showStep' as const, params: { step, replace: false } });

/** Stores the draft as it is on this step. */
export const save = (step: IncidentStep) => ({
  type: 'saveDraft' as const,
  params: ({ context }: { context: RaiseContext }) => draftFrom(context, step),
});

/**
 * The address follows the machine and the machine follows the address (back and forward buttons, links): an address of
 * the step it is on changes nothing, a move its rules allow is taken, and any other puts the address back.
 */
export const follow = (
  step: FunnelStep,
  moves: { to: FunnelStep; target: string; guard?: 'isServiceStepReady' | 'isDetailsStepReady' }[],
) => [
  { guard: { type: 'isAddressOf' as const, params: { step } } },
  ...moves.map(({ to, target, guard }) => ({
    guard: guard
      ? and([{ type: 'isAddressOf', params: { step: to } }, guard])
      : { type: 'isAddressOf' as const, params: { step: to } },
    target,
  })),
  { actions: { type: 'showStep' as const, params: { step, replace: true } } },
];
