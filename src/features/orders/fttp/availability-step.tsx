import { propertyOf } from '@machines/fttp-order-rules';
import { useSelector } from '@xstate/react';
import { Spin } from 'antd';
import { FunnelActions } from '../funnel/funnel-actions';
import { PropertySearch } from '../funnel/property-search';
import styles from '../order-funnel.module.css';
import { ExistingOrderNotice, NoProductsBox } from './notices';
import { NetworkMapSummary, PropertyFacts } from './property-facts';
import type { FttpOrderActor } from './use-fttp-order';

/** index: the availability check (spec 3 §2): a postcode, then a property of it, then the property's checks. */
export function AvailabilityStep({ actor }: { actor: FttpOrderActor }) {
  const snapshot = useSelector(actor, (s) => s);
  const { properties, existingOrder } = snapshot.context;
  const property = propertyOf(snapshot.context);
  const busy = snapshot.hasTag('busy');
  const checking = snapshot.matches({ availability: 'checking' });
  const searching = snapshot.matches({ availability: 'searching' });
  const searched = properties[0]?.postcode;

  return (
    <div>
      <h2 className={styles.stepTitle}>Check Availability</h2>
      <PropertySearch context={snapshot.context} busy={busy} searching={searching} send={actor.send} />
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
