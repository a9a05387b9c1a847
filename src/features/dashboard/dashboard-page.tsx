import { useQuery } from '@tanstack/react-query';
import { LoadError } from '@/components/load-error';
import { AppointmentsCard, BillingCard } from './attention-cards';
import styles from './dashboard.module.css';
import { OrganisationCard, ProductFamiliesCard, RolesCard, UsersCard } from './dashboard-cards';
import { LatestOrdersCard, OrdersInProgressCard } from './order-cards';
import { dashboardKeys } from './queries';
import { ActiveOutagesCard, OpenIncidentsCard } from './support-cards';

interface DashboardPageProps {
  /** Whether the user may see incidents and MSO incidents: the shell's menu rules decide (src/app/access.ts). */
  showIncidents?: boolean;
  showOutages?: boolean;
}

/**
 * / : what needs the user's attention in each area they may use (open incidents, active outages, this week's
 * appointments, orders in progress, invoices to pay), then what the organisation has. The summary call leaves out
 * what the user may not see (server/domain/dashboard/summary.ts), so a card shows only for an area the user may use.
 */
export function DashboardPage({ showIncidents = false, showOutages = false }: DashboardPageProps) {
  const { data, error, isPending, isFetching, refetch } = useQuery(dashboardKeys.home());
  // Started beside the summary rather than once its cards render, so the support cards do not wait for it.
  useQuery({ ...dashboardKeys.incidentStats(), enabled: showIncidents });
  useQuery({ ...dashboardKeys.activeOutages(), enabled: showOutages });

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
          {showIncidents && <OpenIncidentsCard />}
          {showOutages && <ActiveOutagesCard />}
          {data.appointments && <AppointmentsCard appointments={data.appointments} />}
          {data.orders && <OrdersInProgressCard home={data} orders={data.orders} />}
          {data.billing && <BillingCard billing={data.billing} />}
          {data.orders && <LatestOrdersCard orders={data.orders} />}
          <OrganisationCard home={data} />
          <RolesCard home={data} />
          <UsersCard home={data} />
          <ProductFamiliesCard home={data} />
        </div>
      )}
    </section>
  );
}
