import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { networkMapQuery } from '@/api/network-map';
import type { Property } from '@/contracts/orders';
import { formatDate } from '@/lib/dates';
import styles from '../order-funnel.module.css';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const codeOf = ({ code, definition }: { code: string; definition: string }) => `${code} (${definition})`;

/** The chosen property's indicators (spec 3 §3 Property, §4): amber or red means possible extra install charges. */
export function PropertyFacts({ property }: { property: Property }) {
  return (
    <section className={styles.section} aria-labelledby="property-heading">
      <h3 id="property-heading">Property</h3>
      {(property.indicator === 'amber' || property.indicator === 'red') && (
        <div className={styles.notices}>
          <Alert
            type={property.indicator === 'red' ? 'error' : 'warning'}
            showIcon
            title={`${property.indicator === 'red' ? 'Red' : 'Amber'} property: possible extra install charges`}
            description="This property may need extra build work; additional install charges may apply."
          />
        </div>
      )}
      <dl className={styles.facts} aria-label="Property indicators">
        <dt>Address</dt>
        <dd>{property.address}</dd>
        <dt>UPRN</dt>
        <dd>{property.uprn}</dd>
        <dt>RFS status</dt>
        <dd>{codeOf(property.rfs_status)}</dd>
        <dt>LOC</dt>
        <dd>{codeOf(property.loc_flag)}</dd>
        <dt>Cabinet release date</dt>
        <dd>{property.cabinet_release_date ? formatDate(property.cabinet_release_date) : '—'}</dd>
        <dt>Cabinet date rating</dt>
        <dd>{property.allowed_date_rating ?? '—'}</dd>
        <dt>Drop architecture</dt>
        <dd>{property.drop_architecture_type_category ?? '—'}</dd>
        <dt>Demand point</dt>
        <dd>{property.demand_point_type_category ?? '—'}</dd>
        <dt>Pre-order</dt>
        <dd>{yesNo(property.pre_order)}</dd>
        <dt>BDUK subsidised</dt>
        <dd>{yesNo(property.bduk_subsidised)}</dd>
        <dt>Indicator</dt>
        <dd>{property.indicator ? property.indicator[0]?.toUpperCase() + property.indicator.slice(1) : 'None'}</dd>
      </dl>
    </section>
  );
}

/** The network map of the searched postcode (spec 3 §2): its cabinet and a link to the map, or 'not available'. */
export function NetworkMapSummary({ postcode }: { postcode: string }) {
  const map = useQuery(networkMapQuery(postcode));
  return (
    <section className={styles.section} aria-labelledby="network-map-heading">
      <h3 id="network-map-heading">Network map</h3>
      {map.isPending && <p>Loading the network map…</p>}
      {map.data && !map.data.available && <p>Network map not available for {postcode}.</p>}
      {/* A failed call is not a postcode without a map: say which it was. */}
      {map.isError && <p role="alert">The network map for {postcode} could not be loaded. Please try again later.</p>}
      {map.data?.available && (
        <dl className={styles.facts} aria-label="Network map">
          <dt>Area</dt>
          <dd>{map.data.area}</dd>
          <dt>Exchange</dt>
          <dd>{map.data.exchange}</dd>
          <dt>Cabinet</dt>
          <dd>{map.data.cabinet}</dd>
          <dt>Map</dt>
          <dd>
            <a href={map.data.map_url} target="_blank" rel="noreferrer">
              Open the network map for {map.data.postcode}
            </a>
          </dd>
        </dl>
      )}
    </section>
  );
}
