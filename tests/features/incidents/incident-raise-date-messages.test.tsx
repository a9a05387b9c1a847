import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IncidentDetailsStep } from '@/features/incidents/incident-raise/incident-details-step';
import { ServiceDetailsStep } from '@/features/incidents/incident-raise/service-details-step';
import { addDays, formatDate, todayIso } from '@/lib/dates';
import { detailsValues, serviceValues } from '../../machines/incident-raise.fixtures';
import { configureTestHttp } from '../support/http';
import { renderAt } from './fixtures';
import { routeRaiseCategories, serviceStepOf, settle, startRaiseFunnel as startFunnel } from './incident-raise-funnel';

// Spec 2 §5: the fault start cannot be in the future and customer availability must be from tomorrow. A date the rules
// refuse keeps Next disabled, and the field says why, in the rules' words: a disabled Next alone does not say what to
// fix.

beforeEach(() => {
  configureTestHttp();
  routeRaiseCategories();
});
afterEach(() => vi.unstubAllGlobals());

describe('raise funnel dates', () => {
  it('says on the fault start date that it cannot be in the future, while Next stays disabled', async () => {
    const funnel = startFunnel();
    await settle();
    const step = () => serviceStepOf(funnel);
    step().send({ type: 'service.select', serviceReference: 'S1000001' });
    await settle();
    step().send({ type: 'form.change', values: { ...serviceValues, fault_start_date: todayIso() } });
    renderAt(<ServiceDetailsStep actor={funnel} />, '/support/incidents/create');

    const date = screen.getByRole('textbox', { name: 'Fault start date' });
    await userEvent.clear(date);
    await userEvent.type(date, formatDate(addDays(todayIso(), 1)));

    expect(screen.getByRole('alert')).toHaveTextContent('The fault start time cannot be in the future');
    expect(date).toHaveAccessibleDescription('Format dd/mm/yyyy The fault start time cannot be in the future');
    expect(screen.queryByText('Invalid date')).toBeNull();
    expect(funnel.getSnapshot().can({ type: 'step.next' })).toBe(false);
  });

  it('says on the customer availability date that it must be from tomorrow, while Next stays disabled', async () => {
    const funnel = startFunnel();
    await settle();
    const step = serviceStepOf(funnel);
    step.send({ type: 'service.select', serviceReference: 'S1000001' });
    await settle();
    step.send({ type: 'form.change', values: serviceValues });
    funnel.send({ type: 'step.next' });
    funnel.send({ type: 'form.change', values: detailsValues });
    funnel.send({ type: 'appointment.open' });
    await settle();
    renderAt(<IncidentDetailsStep actor={funnel} />, '/support/incidents/create/incident-details');

    const date = screen.getByRole('textbox', { name: 'Date' });
    await userEvent.type(date, formatDate(todayIso()));

    expect(date).toHaveAccessibleDescription('Format dd/mm/yyyy Customer availability must be from tomorrow');
    expect(funnel.getSnapshot().can({ type: 'step.next' })).toBe(false);
    await userEvent.clear(date);
    await userEvent.type(date, formatDate(addDays(todayIso(), 1)));
    expect(screen.queryByText('Customer availability must be from tomorrow')).toBeNull();
    expect(funnel.getSnapshot().can({ type: 'step.next' })).toBe(true);
  });
});
