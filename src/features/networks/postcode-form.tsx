import { Button, Input } from 'antd';
import { type FormEvent, useId, useState } from 'react';
import { isUkPostcode, supportMessages } from '@/lib/support-rules';
import styles from './networks.module.css';

interface PostcodeFormProps {
  /** The postcode in the address, shown in the box. */
  initial: string;
  /** Set when the address holds something that is not a postcode, so a shared bad link says why nothing shows. */
  initialError?: string | undefined;
  onSearch: (postcode: string) => void;
}

function problemWith(text: string): string | undefined {
  if (!text) return supportMessages.required;
  return isUkPostcode(text) ? undefined : supportMessages.postcode;
}

/** The postcode search: checked with the support rules' UK pattern before anything is asked of the provider. */
export function PostcodeForm({ initial, initialError, onSearch }: PostcodeFormProps) {
  const inputId = useId();
  const errorId = useId();
  const [text, setText] = useState(initial);
  const [error, setError] = useState(initialError);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    const problem = problemWith(value);
    setError(problem);
    if (!problem) onSearch(value);
  };

  return (
    <search>
      <form onSubmit={submit} className={styles.form} noValidate>
        <label htmlFor={inputId}>Postcode</label>
        <div className={styles.row}>
          <Input
            id={inputId}
            value={text}
            autoComplete="postal-code"
            placeholder="e.g. LS1 4AP"
            status={error ? 'error' : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setText(event.target.value)}
            className={styles.input}
          />
          <Button type="primary" htmlType="submit">
            Show map
          </Button>
        </div>
        {error && (
          <p id={errorId} role="alert" className={styles.error}>
            {error}
          </p>
        )}
      </form>
    </search>
  );
}
