import { Alert, Button, Input, Select, Spin } from 'antd';
import { useId } from 'react';
import styles from '@/components/funnel-layout.module.css';
import { orderMessages } from '@/lib/order-rules';

type SearchEvent =
  | { type: 'postcode.change'; postcode: string }
  | { type: 'postcode.submit' }
  | { type: 'property.select'; uprn: string };

/**
 * 'Find the property', the first step of the funnels that start from a property (FTTP, Ethernet): the postcode and
 * its search, the machine's message, 'Searching for properties...', 'not yet available', then the property of the
 * postcode to choose. It renders what the funnel's machine holds and sends it what the user did.
 */
export function PropertySearch({
  context: { postcode, postcodeError, notAvailable, properties, uprn },
  busy,
  searching,
  send,
}: {
  context: {
    postcode: string;
    postcodeError: string | null;
    notAvailable: boolean;
    properties: readonly { uprn: string; address: string }[];
    uprn: string | null;
  };
  busy: boolean;
  searching: boolean;
  /** The funnel actor's `send`: the kit's events for the first step. */
  send: (event: SearchEvent) => void;
}) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={`${id}-find`}>
      <h3 id={`${id}-find`}>Find the property</h3>
      <form
        className={styles.search}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'postcode.submit' });
        }}
      >
        <div>
          <label htmlFor={`${id}-postcode`}>Postcode</label>
          <Input
            id={`${id}-postcode`}
            value={postcode}
            autoComplete="postal-code"
            disabled={busy}
            aria-invalid={postcodeError ? true : undefined}
            aria-describedby={postcodeError ? `${id}-message` : undefined}
            onChange={(event) => send({ type: 'postcode.change', postcode: event.target.value })}
          />
        </div>
        <Button htmlType="submit" type="primary" disabled={busy}>
          Search
        </Button>
      </form>
      {postcodeError && (
        <p id={`${id}-message`} role="alert" className={styles.message}>
          {postcodeError}
        </p>
      )}
      {searching && (
        <div role="status" className={styles.status}>
          <Spin size="small" /> Searching for properties...
        </div>
      )}
      {notAvailable && (
        <div className={styles.notices}>
          <Alert type="error" showIcon title={orderMessages.notAvailable} />
        </div>
      )}
      {properties.length > 0 && (
        <div style={{ marginTop: 16 }}>
          <label htmlFor={`${id}-property`}>Property</label>
          <Select
            id={`${id}-property`}
            aria-label="Property"
            placeholder="Select a property"
            style={{ width: '100%' }}
            value={uprn ?? undefined}
            disabled={busy}
            virtual={false}
            options={properties.map((p) => ({ value: p.uprn, label: `${p.address} (UPRN ${p.uprn})` }))}
            onChange={(value: string) => send({ type: 'property.select', uprn: value })}
          />
        </div>
      )}
    </section>
  );
}
