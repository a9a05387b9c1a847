import { useQuery } from '@tanstack/react-query';
import { networkMapQuery } from '@/api/network-map';
import styles from '@/components/funnel-layout.module.css';

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
