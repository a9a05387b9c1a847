import type { AnyStateMachine, ContextFrom } from 'xstate';
import type { ModelStep } from '../model-paths';
import { moves, type StepPlace } from './step-text';

// The words the ordering funnels' tables (fttp-order-steps.ts, ethernet-order-steps.ts) say the same way, for the
// events and states of the models' kit (machines/order-funnel.model.ts); each table spreads them and adds its own.

/** The browser's back and forward buttons, in every funnel walk's words (the raise funnel's too). */
export const browserMoves = {
  'address.previous': <C>(step: ModelStep<C>, place: StepPlace<C>) =>
    moves(step, place)
      ? "Press the browser's Back button: the previous step opens."
      : "Press the browser's Back button: the step stays.",
  'address.next': <C>(step: ModelStep<C>, place: StepPlace<C>) =>
    moves(step, place)
      ? "Press the browser's Forward button: the next step opens."
      : "Press the browser's Forward button: the step stays.",
};

/**
 * An ordering funnel's words for the kit's events and states: its first address, heading, the walk's postcode and a
 * malformed one, and what its address lookup is called.
 */
export function orderFunnelWords<TModel extends AnyStateMachine>(funnel: {
  address: string;
  heading: string;
  postcode: string;
  invalidPostcode: string;
  lookup: string;
}) {
  type C = ContextFrom<TModel>;
  const events = {
    'postcode.valid': `Type '${funnel.postcode}' in Postcode.`,
    'postcode.invalid': `Type '${funnel.invalidPostcode}' in Postcode.`,
    'postcode.submit': (step: ModelStep<C>, place: StepPlace<C>) =>
      moves(step, place)
        ? 'Click Search.'
        : "Click Search: 'Invalid postcode' (or 'Please enter a postcode'), no search is made.",
    'lookup.none': `The ${funnel.lookup} answers no property: 'Sorry! We are not yet available in this area.'`,
    'lookup.fail': `The ${funnel.lookup} call is lost (network failure): a toast, the search can be made again.`,
    'products.retry': 'Click Try again.',
    'validate.fail': 'The customer check call is lost: a toast, the form stays.',
    'place.fail': "The placement call is lost: 'There was an error placing your order. Please try again.'",
    'modal.close': "Click 'View Orders' in the 'Order Successful' dialog.",
    'step.back': 'Click Back.',
    'step.cancel': 'Click Cancel (the step\u2019s own, the last on the page).',
    'page.reload': 'Reload the page (once the draft is stored).',
    'resume.continue': "Click 'Continue your order'.",
    'resume.restart': "Click 'Start again'.",
    'address.current': "Go to this step's own address again (as a link would): nothing changes.",
    ...browserMoves,
    'address.start': `Go to the first step's address (${funnel.address}): the step stays.`,
  };
  const states = {
    restoring: `The '${funnel.heading}' heading; the stored draft is read.`,
    offering: "'Continue your order for <the property's address>?' with 'Continue your order' and 'Start again'.",
    'availability.searching': "'Searching for properties...'.",
    'availability.checking': "'Checking the property...'.",
    'customer.validating': 'The customer check is sent; the form waits for its answer.',
    'summary.placing': 'The placement is sent; every Cancel is disabled.',
    placed: "The 'Order Successful' dialog; the stored draft is gone.",
  };
  return { events, states };
}
