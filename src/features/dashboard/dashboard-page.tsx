import { useQuery } from '@tanstack/react-query';
import { LoadError } from '@/components/load-error';
import styles from './dashboard.module.css';
import { OrganisationCard, ProductFamiliesCard, RolesCard, UsersCard } from './dashboard-cards';
import { dashboardKeys } from './queries';

/** / : what the signed-in organisation has, from one summary call. */
export function DashboardPage() {
  const { data, error, isPending, isFetching, refetch } = useQuery(dashboardKeys.home());

  return (
    <section aria-labelledby="dashboard-heading" aria-busy={isPending} className={styles.page}>
      <h1 id="dashboard-heading" className={styles.title}>
        Dashboard
      </h1>
      {isPending && !error && (
        <div className={styles.skeleton} aria-hidden="true">
          <span />
          <span />
          <span />
          <span />
          <span />
          <span />
        </div>
      )}
      {error && !data && (
        <LoadError title="We could not load your dashboard" onRetry={() => refetch()} retrying={isFetching} />
      )}
      {data && (
        <div className={styles.grid}>
          <OrganisationCard home={data} />
          <RolesCard home={data} />
          <UsersCard home={data} />
          <ProductFamiliesCard home={data} />
        </div>
      )}
    </section>
  );
}
