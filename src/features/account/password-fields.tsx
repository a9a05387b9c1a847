import { Form } from 'antd';
import type { ReactNode } from 'react';
import { PasswordInput } from '@/components/password-input';
import { PasswordRuleList } from '@/components/password-rule-list';

/** One labelled field with the machine's message for it (the §5 rules' own, or the sandbox's 400) announced under it. */
export function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required
      validateStatus={error ? 'error' : undefined}
      help={error ? <span role="alert">{error}</span> : undefined}
    >
      {children}
    </Form.Item>
  );
}

/** The new password and its confirmation, the rules shown under the first as the user types. */
export function NewPasswordFields({
  id,
  password,
  confirmation,
  errors,
  disabled,
  onPassword,
  onConfirmation,
}: {
  id: string;
  password: string;
  confirmation: string;
  errors: Record<string, string[]>;
  disabled: boolean;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
}) {
  return (
    <>
      <Field id={`${id}-new`} label="New password" error={errors.password?.[0]}>
        <PasswordInput
          id={`${id}-new`}
          value={password}
          disabled={disabled}
          autoComplete="new-password"
          aria-describedby={`${id}-rules`}
          onChange={(event) => onPassword(event.target.value)}
        />
      </Field>
      <PasswordRuleList id={`${id}-rules`} password={password} />
      <Field id={`${id}-confirm`} label="Confirm new password" error={errors.confirm_password?.[0]}>
        <PasswordInput
          id={`${id}-confirm`}
          value={confirmation}
          disabled={disabled}
          autoComplete="new-password"
          onChange={(event) => onConfirmation(event.target.value)}
        />
      </Field>
    </>
  );
}
