import { Alert } from 'antd';
import styles from '@/components/funnel-layout.module.css';
import type { Property } from '@/contracts/orders';
import { formatDate } from '@/lib/dates';

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
