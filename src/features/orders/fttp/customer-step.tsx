import {
  customerErrorsOf,
  installOptionsOf,
  orderTypesOf,
  replacesAppointment,
  showsVulnerableFields,
} from '@machines/fttp-order-rules';
import { useSelector } from '@xstate/react';
import { Alert, Checkbox, Form, Input, Select } from 'antd';
import { useId } from 'react';
import { DateField } from '@/components/date-field';
import { FunnelActions } from '@/components/funnel-actions';
import styles from '@/components/funnel-layout.module.css';
import { HelpTip } from '@/components/help-tip';
import { todayIso } from '@/lib/dates';
import { authenticationAgents, orderLimits } from '@/lib/order-rules';
import type { FttpOrderActor } from './use-fttp-order';

const installLabels = { cpe: 'CPE install', bbu: 'BBU install', voip: 'VoIP install', telecare: 'Telecare install' };
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** customer: customer order information (spec 3 §2, §5); every rule is the machine's, the form only shows its messages. */
export function CustomerStep({ actor }: { actor: FttpOrderActor }) {
  const snapshot = useSelector(actor, (s) => s);
  const { customer, projects } = snapshot.context;
  const errors = customerErrorsOf(snapshot.context);
  const validating = snapshot.matches({ customer: 'validating' });
  const loading = snapshot.matches({ customer: 'loading' });
  // The machine takes typing once the order options are in (and not while checking): the fields wait until then.
  const busy = snapshot.hasTag('busy');
  const id = useId();
  const set = (field: string, value: unknown) =>
    actor.send({ type: 'customer.change', values: { ...customer, [field]: value } });
  const item = (field: string, label: string, required = false) => ({
    label,
    required,
    htmlFor: `${id}-${field}`,
    validateStatus: errors[field] ? ('error' as const) : undefined,
    help: errors[field],
  });
  // No maxLength: text past a limit stays as typed (not cut to a different value) and the rule's message says so.
  const input = (field: string, extra: { type?: string; autoComplete?: string } = {}) => (
    <Input
      id={`${id}-${field}`}
      value={text(customer[field])}
      disabled={busy}
      autoComplete={extra.autoComplete ?? 'off'}
      type={extra.type}
      onChange={(event) => set(field, event.target.value)}
    />
  );
  const vulnerable = showsVulnerableFields(snapshot.context);
  const dated = replacesAppointment(snapshot.context);

  return (
    <Form
      layout="vertical"
      component="div"
      requiredMark
      onKeyDown={(event) => {
        if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT')
          actor.send({ type: 'step.next' });
      }}
    >
      <h2 className={styles.stepTitle}>Customer Order Information</h2>
      {loading && <p role="status">Loading the order options...</p>}
      <section className={styles.section} aria-labelledby={`${id}-order`}>
        <h3 id={`${id}-order`}>Order Information</h3>
        <div className={styles.grid}>
          <Form.Item {...item('new_order_type', 'Order Type')}>
            <Select
              id={`${id}-new_order_type`}
              aria-label="Order Type"
              value={text(customer.new_order_type) || undefined}
              disabled={busy}
              options={orderTypesOf(snapshot.context)}
              onChange={(value: string) => set('new_order_type', value)}
            />
          </Form.Item>
          <Form.Item
            {...item('buyer_reference', 'Order Reference', true)}
            label={
              <>
                Order Reference
                <HelpTip text="Allows a custom reference to sync with external systems" />
              </>
            }
          >
            {input('buyer_reference')}
          </Form.Item>
          <Form.Item {...item('authentication_agent', 'Authentication Agent', true)}>
            <Select
              id={`${id}-authentication_agent`}
              aria-label="Authentication Agent"
              placeholder="Select an agent"
              value={text(customer.authentication_agent) || undefined}
              disabled={busy}
              options={authenticationAgents.map((a) => ({ value: a, label: a }))}
              onChange={(value: string) => set('authentication_agent', value)}
            />
          </Form.Item>
          <Form.Item {...item('agent_id', 'Agent ID', true)}>{input('agent_id')}</Form.Item>
          <Form.Item {...item('project_id', 'Project')}>
            <Select
              id={`${id}-project_id`}
              aria-label="Project"
              placeholder="No project"
              allowClear
              value={text(customer.project_id) || undefined}
              disabled={busy}
              options={projects.map((p) => ({ value: p.id, label: p.name }))}
              onChange={(value: string | undefined) => set('project_id', value ?? '')}
            />
          </Form.Item>
          <Form.Item {...item('reseller_id', 'Reseller ID')}>{input('reseller_id')}</Form.Item>
          <Form.Item className={styles.wide}>
            <Checkbox
              checked={customer.isp_migration === true}
              disabled={busy}
              onChange={(event) => set('isp_migration', event.target.checked)}
            >
              ISP migration
            </Checkbox>
          </Form.Item>
        </div>
      </section>

      <section className={styles.section} aria-labelledby={`${id}-customer`}>
        <h3 id={`${id}-customer`}>Customer Details</h3>
        <div className={styles.grid}>
          <Form.Item {...item('name', 'Name', true)}>{input('name', { autoComplete: 'off' })}</Form.Item>
          <Form.Item {...item('email', 'Email', true)}>{input('email', { type: 'email' })}</Form.Item>
          <Form.Item {...item('phone', 'Phone Number', true)}>{input('phone', { type: 'tel' })}</Form.Item>
        </div>
        {vulnerable && (
          <>
            <Form.Item>
              <Checkbox
                checked={customer.vulnerable_customer === true}
                disabled={busy}
                onChange={(event) => set('vulnerable_customer', event.target.checked)}
              >
                Vulnerable customer
              </Checkbox>
            </Form.Item>
            {customer.vulnerable_customer === true && (
              <Form.Item {...item('vulnerable_customer_support', 'Vulnerable customer support', true)}>
                <Input.TextArea
                  id={`${id}-vulnerable_customer_support`}
                  value={text(customer.vulnerable_customer_support)}
                  count={{ max: orderLimits.vulnerableSupportMax, show: true }}
                  disabled={busy}
                  onChange={(event) => set('vulnerable_customer_support', event.target.value)}
                />
              </Form.Item>
            )}
          </>
        )}
      </section>

      <section className={styles.section} aria-labelledby={`${id}-install`}>
        <h3 id={`${id}-install`}>Installation</h3>
        {installOptionsOf(snapshot.context).length > 0 && (
          <Form.Item>
            <div className={styles.checks}>
              {installOptionsOf(snapshot.context).map((option) => (
                <Checkbox
                  key={option}
                  checked={customer[`${option}_install`] === true}
                  disabled={busy}
                  onChange={(event) => set(`${option}_install`, event.target.checked)}
                >
                  {installLabels[option]}
                </Checkbox>
              ))}
            </div>
          </Form.Item>
        )}
        <div className={styles.grid}>
          <Form.Item {...item('hazards', 'Hazards')}>
            <Input.TextArea
              id={`${id}-hazards`}
              value={text(customer.hazards)}
              count={{ max: orderLimits.hazardsMax, show: true }}
              disabled={busy}
              onChange={(event) => set('hazards', event.target.value)}
            />
          </Form.Item>
          <Form.Item {...item('restrictions', 'Restrictions')}>
            <Input.TextArea
              id={`${id}-restrictions`}
              value={text(customer.restrictions)}
              count={{ max: orderLimits.restrictionsMax, show: true }}
              disabled={busy}
              onChange={(event) => set('restrictions', event.target.value)}
            />
          </Form.Item>
        </div>
        {dated ? (
          <DateField
            id={`${id}-requested_date`}
            label="Requested Date"
            required
            value={text(customer.requested_date) || null}
            min={todayIso(snapshot.context.now())}
            error={errors.requested_date}
            onChange={(day) => set('requested_date', day ?? '')}
          />
        ) : (
          <Alert type="info" showIcon title="An engineer appointment is booked at the next step." />
        )}
      </section>

      <FunnelActions
        cancel={{ disabled: busy, onClick: () => actor.send({ type: 'step.cancel' }) }}
        back={{ disabled: busy, onClick: () => actor.send({ type: 'step.back' }) }}
        next={{
          label: 'Next',
          loading: validating,
          disabled: loading,
          onClick: () => actor.send({ type: 'step.next' }),
        }}
      />
    </Form>
  );
}
