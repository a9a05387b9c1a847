import { useQuery } from '@tanstack/react-query';
import { LoadError } from '@/components/load-error';
import { LoadingLines } from '@/components/loading-lines';
import { supportMessages } from '@/lib/support-rules';
import { NetworkMapView } from './network-map-view';
import styles from './networks.module.css';
import { PostcodeForm } from './postcode-form';
import { networkKeys } from './queries';
import { usePostcodeAddress } from './use-postcode-address';

interface NetworksPageProps {
  /** 'Networks', or 'Service Status' when enableMajorIncidentsPage is on (the shell decides, as for the menu). */
  title?: string;
}

/** /networks (spec 2 §2 Networks / service status): a postcode's network map in an embedded frame. */
export function NetworksPage({ title = 'Networks' }: NetworksPageProps) {
  const [address, search] = usePostcodeAddress();
  const map = useQuery({ ...networkKeys.map(address.postcode ?? ''), enabled: address.postcode !== undefined });

  return (
    <section aria-labelledby="networks-heading" aria-busy={map.isFetching} className={styles.page}>
      <h1 id="networks-heading" className={styles.title}>
        {title}
      </h1>
      <p className={styles.intro}>Enter a postcode to see the network around it and any outage affecting it.</p>
      <PostcodeForm
        key={address.raw}
        initial={address.postcode ?? address.raw}
        initialError={address.raw && !address.postcode ? supportMessages.postcode : undefined}
        onSearch={search}
      />
      {address.postcode && (
        <div className={styles.result}>
          {map.isPending && !map.error && <LoadingLines label="Loading the network map" lines={4} />}
          {map.error && !map.data && (
            <LoadError
              title="We could not load the network map"
              onRetry={() => map.refetch()}
              retrying={map.isFetching}
            />
          )}
          {map.data && <NetworkMapView map={map.data} />}
        </div>
      )}
    </section>
  );
}
