import { propertyOf, variantOf } from '@machines/ethernet-order-rules';
import { useSelector } from '@xstate/react';
import { Alert, Button, Input, Select, Spin } from 'antd';
import { useId } from 'react';
import type { EthernetProperty } from '@/contracts/ethernet';
import { orderMessages } from '@/lib/order-rules';
import { ExistingOrderNotice } from '../fttp/notices';
import { NetworkMapSummary } from '../fttp/property-facts';
import { FunnelActions } from '../funnel/funnel-actions';
import { styles } from './styles';
import type { EthernetOrderActor } from './use-ethernet-order';

const areaWords: Record<EthernetProperty['service_area'], string> = {
  metro: 'Metro',
  ffn: 'Ethernet over FFN',
  metro_ffn: 'Metro and Ethernet over FFN',
};
export const variantWords = { metro: 'Metro', ffn: 'Ethernet over FFN' } as const;

/** index: 'Check Availability' (spec 3 §2, §4): a postcode, then a property of it (its info), then the existing-order check. */
export function AvailabilityStep({ actor }: { actor: EthernetOrderActor }) {
  const snapshot = useSelector(actor, (s) => s);
  const { postcode, postcodeError, notAvailable, properties, uprn, existingOrder } = snapshot.context;
  const property = propertyOf(snapshot.context);
  const busy = snapshot.hasTag('busy');
  const checking = snapshot.matches({ availability: 'checking' });
  const searching = snapshot.matches({ availability: 'searching' });
  const id = useId();
  const searched = properties[0]?.postcode;

  return (
    <div>
      <h2 className={styles.stepTitle}>Check Availability</h2>
      <section className={styles.section} aria-labelledby={`${id}-find`}>
        <h3 id={`${id}-find`}>Find the property</h3>
        <form
          className={styles.search}
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'postcode.submit' });
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
              onChange={(event) => actor.send({ type: 'postcode.change', postcode: event.target.value })}
            />
          </div>
          <Button htmlType="submit" type="primary" disabled={busy} style={{ marginTop: 22 }}>
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
      {property && (
        <section className={styles.section} aria-labelledby={`${id}-property-heading`}>
          <h3 id={`${id}-property-heading`}>Property</h3>
          <dl className={styles.facts} aria-label="Property info">
            <dt>Address</dt>
            <dd>{property.address}</dd>
            <dt>UPRN</dt>
            <dd>{property.uprn}</dd>
            <dt>RFS status</dt>
            <dd>
              {property.rfs_status.code} ({property.rfs_status.definition})
            </dd>
            <dt>Service area</dt>
            <dd>{areaWords[property.service_area]}</dd>
            <dt>Ordered as</dt>
            <dd>{variantWords[variantOf(snapshot.context)]}</dd>
          </dl>
        </section>
      )}
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
