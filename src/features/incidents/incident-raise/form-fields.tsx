import type { FieldErrors, FormValues } from '@machines/incident-raise-forms';
import { Checkbox, Form, Input, type InputProps, Select, type SelectProps } from 'antd';
import { type ReactNode, useId } from 'react';

/**
 * The raise funnel's fields without a form store (issue 23): the machine holds the values and the messages, a view
 * renders them and sends what the user changed. A field's message shows once the user has changed it (as antd's
 * validate-on-change did).
 */

/** One field as the machine holds it: its value, its message (once changed), and how a change is sent. */
export type FieldProps = { value: unknown; message: string | undefined; onChange(value: unknown): void };

type FormState = {
  values: FormValues;
  errors: FieldErrors;
  touched: readonly string[];
  /** Sends the patch of what changed (`form.change`). */
  send(patch: FormValues): void;
};

/** The props of each field of a form, by name. */
export function useFormFields({ values, errors, touched, send }: FormState) {
  return (name: string): FieldProps => ({
    value: values[name],
    message: touched.includes(name) ? errors[name] : undefined,
    onChange: (value) => send({ [name]: value }),
  });
}

/** What a control inside an item is given: the id its label points at, and its state for assistive technology. */
export type ControlProps = {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
};

type ItemProps = { label?: ReactNode; required?: boolean; extra?: ReactNode; className?: string };

/** An antd form item without a store: the label for the control, the message as its help, both wired to the control. */
export function FieldItem({
  label,
  required,
  message,
  extra,
  className,
  children,
}: ItemProps & { message: string | undefined; children(control: ControlProps): ReactNode }) {
  const id = useId();
  const helpId = `${id}-help`;
  const extraId = `${id}-extra`;
  const describedBy = [message ? helpId : '', extra ? extraId : ''].filter(Boolean).join(' ');
  return (
    <Form.Item
      label={label}
      htmlFor={label ? id : undefined}
      required={required}
      className={className}
      validateStatus={message ? 'error' : undefined}
      help={message ? <span id={helpId}>{message}</span> : undefined}
      extra={extra ? <span id={extraId}>{extra}</span> : undefined}
    >
      {children({
        id,
        'aria-invalid': message ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required ? true : undefined,
      })}
    </Form.Item>
  );
}

const textOf = (value: unknown) => (value == null ? '' : String(value));

type TextItemProps = ItemProps &
  Pick<InputProps, 'count' | 'maxLength' | 'showCount' | 'inputMode' | 'autoComplete'> & {
    field: FieldProps;
    /** A message other than the field's own (e.g. the machine's answer about the value). */
    message?: string;
    /** A text area of this many rows; a one-line input otherwise. */
    rows?: number;
  };

/** A text field (Input, or TextArea with `rows`), with its count when asked. */
export function TextItem({ field, message, rows, label, required, extra, className, ...input }: TextItemProps) {
  return (
    <FieldItem label={label} required={required} extra={extra} className={className} message={message ?? field.message}>
      {(control) =>
        rows ? (
          <Input.TextArea
            rows={rows}
            count={input.count}
            {...control}
            value={textOf(field.value)}
            onChange={(event) => field.onChange(event.target.value)}
          />
        ) : (
          <Input
            {...input}
            {...control}
            value={textOf(field.value)}
            onChange={(event) => field.onChange(event.target.value)}
          />
        )
      }
    </FieldItem>
  );
}

type SelectItemProps = ItemProps &
  Pick<SelectProps, 'options' | 'loading' | 'placeholder' | 'virtual'> & { field: FieldProps };

/** A select field. */
export function SelectItem({ field, label, required, extra, className, ...select }: SelectItemProps) {
  return (
    <FieldItem label={label} required={required} extra={extra} className={className} message={field.message}>
      {(control) => (
        <Select
          {...select}
          {...control}
          value={field.value ?? undefined}
          onChange={(value: unknown) => field.onChange(value)}
        />
      )}
    </FieldItem>
  );
}

/** A tick box, named by its text. */
export function CheckItem({ field, children }: { field: FieldProps; children: ReactNode }) {
  return (
    <FieldItem message={field.message}>
      {(control) => (
        <Checkbox
          {...control}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
        >
          {children}
        </Checkbox>
      )}
    </FieldItem>
  );
}
