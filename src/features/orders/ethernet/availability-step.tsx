import { propertyOf, variantOf } from '@machines/ethernet-order-rules';
import { shallowEqual, useSelector } from '@xstate/react';
import { useId } from 'react';
import type { EthernetProperty } from '@/contracts/ethernet';
import { availabilityView, AvailabilityStep as CheckAvailability } from '../funnel/availability-step';
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
  const view = useSelector(actor, availabilityView, shallowEqual);
  const property = propertyOf(view.context);
  const id = useId();

  return (
    <CheckAvailability view={view} send={actor.send}>
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
            <dd>{variantWords[variantOf(view.context)]}</dd>
          </dl>
        </section>
      )}
    </CheckAvailability>
  );
}
