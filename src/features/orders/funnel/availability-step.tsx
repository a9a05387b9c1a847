import { Spin } from 'antd';
import type { ReactNode } from 'react';
import { FunnelActions } from '@/components/funnel-actions';
import styles from '@/components/funnel-layout.module.css';
import { NetworkMapSummary } from './network-map-summary';
import { ExistingOrderNotice } from './notices';
import { PropertySearch } from './property-search';

type AvailabilityEvent =
  | { type: 'postcode.change'; postcode: string }
  | { type: 'postcode.submit' }
  | { type: 'property.select'; uprn: string }
  | { type: 'step.next' }
  | { type: 'step.cancel' };

type AvailabilityContext = Parameters<typeof PropertySearch>[0]['context'] & {
  properties: readonly { uprn: string; address: string; postcode: string }[];
  existingOrder: boolean;
};

/** What the first step shows of a postcode-first funnel's state (the kit's `availability` states). */
export type AvailabilityView<C extends AvailabilityContext = AvailabilityContext> = {
  context: C;
  busy: boolean;
  searching: boolean;
  checking: boolean;
};

/** The kit's availability states as the view reads them: a funnel's step selects these from its snapshot. */
export const availabilityView = <C extends AvailabilityContext>(snapshot: {
  context: C;
  hasTag(tag: 'busy'): boolean;
  matches(state: { availability: 'searching' | 'checking' }): boolean;
}): AvailabilityView<C> => ({
  context: snapshot.context,
  busy: snapshot.hasTag('busy'),
  searching: snapshot.matches({ availability: 'searching' }),
  checking: snapshot.matches({ availability: 'checking' }),
});

/**
 * index, 'Check Availability' (spec 3 §2), as every postcode-first funnel shows it: the property search, the
 * existing-order notice, the funnel's own facts of the chosen property (`children`), the postcode's network map, the
 * check in progress, then Cancel and Next.
 */
export function AvailabilityStep({
  view: { context, busy, searching, checking },
  send,
  children,
}: {
  view: AvailabilityView;
  send: (event: AvailabilityEvent) => void;
  children?: ReactNode;
}) {
  const searched = context.properties[0]?.postcode;
  return (
    <div>
      <h2 className={styles.stepTitle}>Check Availability</h2>
      <PropertySearch context={context} busy={busy} searching={searching} send={send} />
      {context.existingOrder && (
        <div className={styles.notices}>
          <ExistingOrderNotice />
        </div>
      )}
      {children}
      {searched && <NetworkMapSummary postcode={searched} />}
      {checking && (
        <div role="status" className={styles.status}>
          <Spin size="small" /> Checking the property...
        </div>
      )}
      <FunnelActions
        cancel={{ disabled: busy, onClick: () => send({ type: 'step.cancel' }) }}
        next={{
          label: 'Next',
          loading: checking,
          disabled: busy && !checking,
          onClick: () => send({ type: 'step.next' }),
        }}
      />
    </div>
  );
}
