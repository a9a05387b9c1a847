import { propertyOf } from '@machines/fttp-order-rules';
import { useSelector } from '@xstate/react';
import { Alert, Button, Input, Select, Spin } from 'antd';
import { useId } from 'react';
import { orderMessages } from '@/lib/order-rules';
import { FunnelActions } from '../funnel/funnel-actions';
import styles from '../order-funnel.module.css';
import { ExistingOrderNotice, NoProductsBox } from './notices';
import { NetworkMapSummary, PropertyFacts } from './property-facts';
import type { FttpOrderActor } from './use-fttp-order';

/** index: the availability check (spec 3 §2): a postcode, then a property of it, then the property's checks. */
export function AvailabilityStep({ actor }: { actor: FttpOrderActor }) {
  const snapshot = useSelector(actor, (s) => s);
  const { postcode, postcodeError, notAvailable, properties, uprn, existingOrder } = snapshot.context;
  const property = propertyOf(snapshot.context);
  const busy = snapshot.hasTag('busy');
  const checking = snapshot.matches({ availability: 'checking' });
  const searching = snapshot.matches({ availability: 'searching' });
  const postcodeId = useId();
  const messageId = useId();
  const searched = properties[0]?.postcode;

  return (
    <div>
      <h2 className={styles.stepTitle}>Check Availability</h2>
      <section className={styles.section} aria-labelledby="postcode-heading">
        <h3 id="postcode-heading">Find the property</h3>
        <form
          className={styles.search}
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'postcode.submit' });
          }}
        >
          <div>
            <label htmlFor={postcodeId}>Postcode</label>
            <Input
              id={postcodeId}
              value={postcode}
              autoComplete="postal-code"
              disabled={busy}
              aria-invalid={postcodeError ? true : undefined}
              aria-describedby={postcodeError ? messageId : undefined}
              onChange={(event) => actor.send({ type: 'postcode.change', postcode: event.target.value })}
            />
          </div>
          <Button htmlType="submit" type="primary" disabled={busy} style={{ marginTop: 22 }}>
            Search
          </Button>
        </form>
        {postcodeError && (
          <p id={messageId} role="alert" className={styles.message}>
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
            <label htmlFor={`${postcodeId}-property`}>Property</label>
            <Select
              id={`${postcodeId}-property`}
              aria-label="Property"
              placeholder="Select a property"
              style={{ width: '100%' }}
              value={uprn ?? undefined}
              disabled={busy}
              virtual={false}
              options={properties.map((p) => ({ value: p.uprn, label: `${p.address} (UPRN ${p.uprn})` }))}
              onChange={(value: string) => actor.send({ type: 'property.select', uprn: value })}
            />
          </div>
        )}
      </section>
      {existingOrder && (
        <div className={styles.notices}>
          <ExistingOrderNotice />
        </div>
      )}
      {snapshot.matches({ availability: 'noProducts' }) && (
        <div className={styles.notices}>
          <NoProductsBox onCancel={() => actor.send({ type: 'step.cancel' })} />
        </div>
      )}
      {property && <PropertyFacts property={property} />}
      {searched && <NetworkMapSummary postcode={searched} />}
      {checking && (
        <div role="status" className={styles.status}>
          <Spin size="small" /> Checking the property...
        </div>
      )}
      <FunnelActions
        cancel={{ disabled: busy, onClick: () => actor.send({ type: 'step.cancel' }) }}
        next={{
          label: 'Next',
          loading: checking,
          disabled: busy && !checking,
          onClick: () => actor.send({ type: 'step.next' }),
        }}
      />
    </div>
  );
}
