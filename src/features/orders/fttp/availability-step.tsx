import { propertyOf } from '@machines/fttp-order-rules';
import { shallowEqual, useSelector } from '@xstate/react';
import styles from '@/components/funnel-layout.module.css';
import { availabilityView, AvailabilityStep as CheckAvailability } from '../funnel/availability-step';
import { NoProductsBox } from '../funnel/notices';
import { PropertyFacts } from './property-facts';
import type { FttpOrderActor } from './use-fttp-order';

/** index: the availability check (spec 3 §2): a postcode, then a property of it, then the property's checks. */
export function AvailabilityStep({ actor }: { actor: FttpOrderActor }) {
  const view = useSelector(actor, availabilityView, shallowEqual);
  const noProducts = useSelector(actor, (s) => s.matches({ availability: 'noProducts' }));
  const property = propertyOf(view.context);

  return (
    <CheckAvailability view={view} send={actor.send}>
      {noProducts && (
        <div className={styles.notices}>
          <NoProductsBox onCancel={() => actor.send({ type: 'step.cancel' })} />
        </div>
      )}
      {property && <PropertyFacts property={property} />}
    </CheckAvailability>
  );
}
