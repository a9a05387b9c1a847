import type { NetworkMap } from '@/contracts/network-map';
import styles from './networks.module.css';

type AvailableMap = Extract<NetworkMap, { available: true }>;

/** The district's facts and status above the provider's map in its frame. */
function AvailableMapView({ map }: { map: AvailableMap }) {
  const affected = map.status === 'affected';
  return (
    <>
      <dl className={styles.facts}>
        <div>
          <dt>Area</dt>
          <dd>
            {map.district}, {map.area}
          </dd>
        </div>
        <div>
          <dt>Exchange</dt>
          <dd>{map.exchange}</dd>
        </div>
        <div>
          <dt>Cabinet</dt>
          <dd>{map.cabinet}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <span className={affected ? styles.affected : styles.ok}>
              {affected ? 'Service affected' : 'No known issues'}
            </span>
          </dd>
        </div>
      </dl>
      {affected && (
        <div className={styles.outages}>
          <p>
            {map.affected_services} of your service{map.affected_services === 1 ? ' is' : 's are'} in an active outage
            in {map.district}.
          </p>
          {map.active_mso_incidents.length > 0 && (
            <ul aria-label="Active outages">
              {map.active_mso_incidents.map((incident) => (
                <li key={incident.id}>
                  <strong>{incident.service_now_incident_number}</strong> {incident.short_description} (
                  {incident.status})
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <iframe
        title={`Network map for ${map.postcode}`}
        src={map.map_url}
        className={styles.frame}
        // The map needs no scripts, forms or navigation of its own.
        sandbox=""
        referrerPolicy="no-referrer"
      />
    </>
  );
}

/** Spec 2 §2: the network map in an embedded frame, or 'Network map not available'. */
export function NetworkMapView({ map }: { map: NetworkMap }) {
  if (!map.available) {
    return (
      <div className={styles.unavailable}>
        <p className={styles.unavailableTitle}>Network map not available</p>
        <p>There is no network map for {map.postcode}.</p>
      </div>
    );
  }
  return <AvailableMapView map={map} />;
}
