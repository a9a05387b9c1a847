import { Form, Input } from 'antd';
import { type ReactNode, useId } from 'react';
import { FunnelActions } from '@/components/funnel-actions';
import styles from '@/components/funnel-layout.module.css';
import { HelpTip } from '@/components/help-tip';

type CustomerEvent =
  | { type: 'customer.change'; values: Record<string, unknown> }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'step.cancel' };

/** A stored answer as a text field shows it. */
export const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/**
 * The fields of a funnel's 'Customer Order Information' (spec 3 §2, §5): the machine holds the values and their messages,
 * a field shows them and sends each change as `customer.change`. `disabled` while the machine checks the answers.
 */
export function useCustomerFields({
  customer,
  errors,
  disabled,
  send,
}: {
  customer: Record<string, unknown>;
  errors: Record<string, string | undefined>;
  disabled: boolean;
  send: (event: CustomerEvent) => void;
}) {
  const id = useId();
  const set = (field: string, value: unknown) =>
    send({ type: 'customer.change', values: { ...customer, [field]: value } });
  const item = (field: string, label: string, required = false) => ({
    label,
    required,
    htmlFor: `${id}-${field}`,
    validateStatus: errors[field] ? ('error' as const) : undefined,
    help: errors[field],
  });
  // No maxLength: text past a limit stays as typed (not cut to a different value) and the rule's message says so.
  const input = (
    field: string,
    extra: { type?: string; autoComplete?: string; inputMode?: 'numeric' } = {},
  ): ReactNode => (
    <Input
      id={`${id}-${field}`}
      value={text(customer[field])}
      disabled={disabled}
      autoComplete={extra.autoComplete ?? 'off'}
      type={extra.type}
      inputMode={extra.inputMode}
      onChange={(event) => set(field, event.target.value)}
    />
  );
  // The ISP's own reference for the order, with what it is for.
  const orderReference = (
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
  );
  return { id, set, item, input, orderReference };
}

/**
 * The customer step's form: its title, the funnel's sections (`children`), then Cancel, Back and Next. Enter in a
 * field is Next, as in any form.
 */
export function CustomerForm({
  send,
  busy,
  validating,
  nextDisabled,
  children,
}: {
  send: (event: CustomerEvent) => void;
  /** Cancel and Back wait while the machine works. */
  busy: boolean;
  /** Next shows the check of the answers in progress. */
  validating: boolean;
  nextDisabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Form
      layout="vertical"
      component="div"
      requiredMark
      onKeyDown={(event) => {
        if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') send({ type: 'step.next' });
      }}
    >
      <h2 className={styles.stepTitle}>Customer Order Information</h2>
      {children}
      <FunnelActions
        cancel={{ disabled: busy, onClick: () => send({ type: 'step.cancel' }) }}
        back={{ disabled: busy, onClick: () => send({ type: 'step.back' }) }}
        next={{
          label: 'Next',
          loading: validating,
          disabled: nextDisabled,
          onClick: () => send({ type: 'step.next' }),
        }}
      />
    </Form>
  );
}
