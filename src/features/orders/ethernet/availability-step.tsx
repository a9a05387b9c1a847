import { propertyOf, variantOf } from '@machines/ethernet-order-rules';
import { useSelector } from '@xstate/react';
import { Spin } from 'antd';
import { useId } from 'react';
import type { EthernetProperty } from '@/contracts/ethernet';
import { ExistingOrderNotice } from '../fttp/notices';
import { NetworkMapSummary } from '../fttp/property-facts';
import { FunnelActions } from '../funnel/funnel-actions';
import { PropertySearch } from '../funnel/property-search';
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
  const { properties, existingOrder } = snapshot.context;
  const property = propertyOf(snapshot.context);
  const busy = snapshot.hasTag('busy');
  const checking = snapshot.matches({ availability: 'checking' });
  const searching = snapshot.matches({ availability: 'searching' });
  const id = useId();
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
