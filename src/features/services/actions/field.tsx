import { Form } from 'antd';
import type { ReactNode } from 'react';

/**
 * One labelled field of an action dialog: its label tied to the control (`htmlFor`), and the machine's message for it
 * (the rules' own, or the sandbox's 400) shown under it and announced.
 */
export function Field({
  id,
  label,
  error,
  required,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error ? <span role="alert">{error}</span> : undefined}
    >
      {children}
    </Form.Item>
  );
}

/** The first message for a field, if any. */
export const firstError = (errors: Record<string, string[]>, name: string) => errors[name]?.[0];
