import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import type { RegradeCustomerValues } from '@machines/regrade-order-draft';
import { appointmentNeeded, customerErrorsOf } from '@machines/regrade-order-rules';
import { useSelector } from '@xstate/react';
import { Alert, Input, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { DateField } from '@/components/date-field';
import { FunnelActions } from '@/components/funnel-actions';
import { todayIso } from '@/lib/dates';
import { orderMessages } from '@/lib/order-rules';
import { styles } from './styles';
import type { RegradeWizardActor } from './use-regrade-wizard';

const referenceTip = 'Allows a custom reference to sync with external systems';

function Field({
  id,
  label,
  extra,
  error,
  children,
}: {
  id: string;
  label: string;
  /** Next to the label, outside it (a tooltip's button must not be labelled by the field's label). */
  extra?: ReactNode;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <span>
        <label htmlFor={id}>{label}</label>
        {extra}
      </span>
      {children}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** Customer (spec 3 §2, §5 Regrade): order information, customer details, and the appointment note or a requested date. */
export function CustomerStep({ actor }: { actor: RegradeWizardActor }) {
  const context = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const { customer, lookup } = context;
  const errors = customerErrorsOf(context);
  const send = actor.send;
  const change = (values: Partial<RegradeCustomerValues>) => send({ type: 'customer.change', values });
  const text = (field: keyof RegradeCustomerValues, label: string, type = 'text', autoComplete?: string) => (
    <Field id={`regrade-${field}`} label={label} error={errors[field]}>
      <Input
        id={`regrade-${field}`}
        type={type}
        autoComplete={autoComplete}
        aria-required
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `regrade-${field}-error` : undefined}
        status={errors[field] ? 'error' : undefined}
        value={customer[field]}
        onChange={(event) => change({ [field]: event.target.value })}
      />
    </Field>
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'step.next' });
      }}
    >
      <h2 className={styles.stepTitle}>Customer Order Information</h2>
      <fieldset className={styles.fieldset}>
        <legend>Order Information</legend>
        <div className={styles.grid}>
          <Field
            id="regrade-buyer_reference"
            label="Order Reference"
            extra={
              <Tooltip title={referenceTip}>
                <button type="button" className={styles.tooltipButton} aria-label={referenceTip}>
                  <QuestionCircleOutlined aria-hidden />
                </button>
              </Tooltip>
            }
            error={errors.buyer_reference}
          >
            <Input
              id="regrade-buyer_reference"
              aria-required
              aria-invalid={errors.buyer_reference ? true : undefined}
              aria-describedby={errors.buyer_reference ? 'regrade-buyer_reference-error' : undefined}
              status={errors.buyer_reference ? 'error' : undefined}
              value={customer.buyer_reference}
              onChange={(event) => change({ buyer_reference: event.target.value })}
            />
          </Field>
          <Field id="regrade-agent" label="Authentication Agent">
            <Input id="regrade-agent" variant="filled" readOnly value={lookup?.service.authenticationAgent ?? ''} />
          </Field>
          <Field id="regrade-agent-id" label="Remote Agent ID">
            <Input id="regrade-agent-id" variant="filled" readOnly value={lookup?.service.remoteAgentId ?? ''} />
          </Field>
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>Customer Details</legend>
        <div className={styles.grid}>
          {text('name', 'Name', 'text', 'name')}
          {text('email', 'Email', 'email', 'email')}
          {text('phone', 'Phone Number', 'tel', 'tel')}
        </div>
      </fieldset>
      {appointmentNeeded(context) ? (
        <Alert type="info" showIcon title={orderMessages.regradeAppointment} style={{ marginBottom: 24 }} />
      ) : (
        <div className={styles.section}>
          <DateField
            id="regrade-requested-date"
            label="Requested Date"
            value={customer.requested_date || null}
            min={todayIso(context.now())}
            error={errors.requested_date}
            onChange={(day) => change({ requested_date: day ?? '' })}
          />
        </div>
      )}
      <FunnelActions
        cancel={{ disabled: busy, onClick: () => send({ type: 'step.cancel' }) }}
        back={{ disabled: busy, onClick: () => send({ type: 'step.back' }) }}
        next={{ label: 'Next', submit: true, loading: busy }}
      />
    </form>
  );
}
