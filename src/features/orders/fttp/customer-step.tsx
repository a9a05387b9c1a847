import {
  customerErrorsOf,
  installOptionsOf,
  orderTypesOf,
  replacesAppointment,
  showsVulnerableFields,
} from '@machines/fttp-order-rules';
import { useSelector } from '@xstate/react';
import { Alert, Checkbox, Form, Input, Select } from 'antd';
import { DateField } from '@/components/date-field';
import styles from '@/components/funnel-layout.module.css';
import { todayIso } from '@/lib/dates';
import { authenticationAgents, orderLimits } from '@/lib/order-rules';
import { CustomerForm, text, useCustomerFields } from '../funnel/customer-form';
import type { FttpOrderActor } from './use-fttp-order';

const installLabels = { cpe: 'CPE install', bbu: 'BBU install', voip: 'VoIP install', telecare: 'Telecare install' };

/** customer: customer order information (spec 3 §2, §5); every rule is the machine's, the form only shows its messages. */
export function CustomerStep({ actor }: { actor: FttpOrderActor }) {
  const context = useSelector(actor, (s) => s.context);
  const validating = useSelector(actor, (s) => s.matches({ customer: 'validating' }));
  const loading = useSelector(actor, (s) => s.matches({ customer: 'loading' }));
  // The machine takes typing once the order options are in (and not while checking): the fields wait until then.
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const { customer, projects } = context;
  const errors = customerErrorsOf(context);
  const { id, set, item, input, orderReference } = useCustomerFields({
    customer,
    errors,
    disabled: busy,
    send: actor.send,
  });
  const vulnerable = showsVulnerableFields(context);
  const dated = replacesAppointment(context);

  return (
    <CustomerForm send={actor.send} busy={busy} validating={validating} nextDisabled={loading}>
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
              options={orderTypesOf(context)}
              onChange={(value: string) => set('new_order_type', value)}
            />
          </Form.Item>
          {orderReference}
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
        {installOptionsOf(context).length > 0 && (
          <Form.Item>
            <div className={styles.checks}>
              {installOptionsOf(context).map((option) => (
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
            min={todayIso(context.now())}
            error={errors.requested_date}
            onChange={(day) => set('requested_date', day ?? '')}
          />
        ) : (
          <Alert type="info" showIcon title="An engineer appointment is booked at the next step." />
        )}
      </section>
    </CustomerForm>
  );
}
