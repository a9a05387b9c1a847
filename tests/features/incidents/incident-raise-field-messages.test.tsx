import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IncidentDetailsStep } from '@/features/incidents/incident-raise/incident-details-step';
import { ServiceDetailsStep } from '@/features/incidents/incident-raise/service-details-step';
import { addDays, formatDate, todayIso } from '@/lib/dates';
import { supportMessages } from '@/lib/support-rules';
import { detailsValues, serviceValues } from '../../machines/incident-raise.fixtures';
import { configureTestHttp } from '../support/http';
import { renderAt } from './fixtures';
import { routeRaiseCategories, serviceStepOf, settle, startRaiseFunnel } from './incident-raise-funnel';

// Issue 23, one form pattern: the machine holds the values and each field's message, the view shows the message of a
// field the user has changed (and none for one left alone) and sends what is typed.

beforeEach(() => {
  configureTestHttp();
  routeRaiseCategories();
});
afterEach(() => vi.unstubAllGlobals());

async function onStepOne() {
  const funnel = startRaiseFunnel();
  await settle();
  serviceStepOf(funnel).send({ type: 'service.select', serviceReference: 'S1000001' });
  await settle();
  renderAt(<ServiceDetailsStep actor={funnel} />, '/support/incidents/create');
  return { funnel, step: () => serviceStepOf(funnel) };
}

describe('raise funnel field messages', () => {
  it('shows a changed field’s message from the machine, and none for a field left alone', async () => {
    const { step } = await onStepOne();
    const reference = screen.getByLabelText('Customer Reference');
    expect(reference).not.toHaveAttribute('aria-invalid');
    await userEvent.type(reference, 'CUST-9');
    expect(step().getSnapshot().context.serviceValues.customer_reference).toBe('CUST-9');
    await userEvent.clear(reference);

    expect(step().getSnapshot().context.errors.customer_reference).toBe(supportMessages.required);
    expect(reference).toHaveAttribute('aria-invalid', 'true');
    expect(reference).toHaveAccessibleDescription(supportMessages.required);
    // Short Description is required too, and empty, but nobody has changed it yet.
    expect(step().getSnapshot().context.errors.short_description).toBe(supportMessages.required);
    expect(screen.getByLabelText('Short Description')).not.toHaveAccessibleDescription(supportMessages.required);
    expect(screen.getAllByText(supportMessages.required)).toHaveLength(1);
  });

  it('names a future fault start day on the date as soon as it is typed', async () => {
    const { funnel } = await onStepOne();
    const date = screen.getByRole('textbox', { name: 'Fault start date' });
    await userEvent.type(date, formatDate(addDays(todayIso(), 1)));

    expect(date).toHaveAccessibleDescription(`Format dd/mm/yyyy ${supportMessages.faultStartFuture}`);
    expect(screen.queryByText(supportMessages.required)).toBeNull();
    expect(funnel.getSnapshot().can({ type: 'step.next' })).toBe(false);
  });

  it('shows a cleared triage answer’s message on step two only once it is changed there', async () => {
    const funnel = startRaiseFunnel();
    await settle();
    serviceStepOf(funnel).send({ type: 'service.select', serviceReference: 'S1000001' });
    await settle();
    serviceStepOf(funnel).send({ type: 'form.change', values: serviceValues });
    funnel.send({ type: 'step.next' });
    renderAt(<IncidentDetailsStep actor={funnel} />, '/support/incidents/create/incident-details');

    expect(screen.queryByText(supportMessages.required)).toBeNull();
    const where = screen.getByLabelText('Where is the A-end equipment located?');
    await userEvent.type(where, detailsValues.triage_9);
    await userEvent.clear(where);
    expect(where).toHaveAccessibleDescription(supportMessages.required);
    expect(screen.getAllByText(supportMessages.required)).toHaveLength(1);
    const powered = screen.getByRole('radiogroup', { name: 'Is the customer equipment powered on?' });
    await userEvent.click(within(powered).getByLabelText('Yes'));
    expect(funnel.getSnapshot().context.detailsValues).toMatchObject({ triage_1: 'Yes', triage_9: '' });
  });
});
