import { Link } from 'wouter';
import type { HomeSummary, WeekAppointment } from '@/contracts/dashboard';
import { formatPence } from '@/lib/billing-money';
import { formatDate, formatDayWithWeekday } from '@/lib/dates';
import { listHref, sectionPaths } from '@/lib/section-paths';
import styles from './dashboard.module.css';
import { DashboardCard } from './dashboard-cards';

// Addresses of the billing, orders, incidents and services areas (features do not import each other).
const invoicesWith = (status: 'Open' | 'Overdue') =>
  listHref(sectionPaths.invoices.path, { page: 1, limit: 10, sort: 'invoice_due_date', order: 'desc', status });
const ordersOnHoldHref = '/billing/orders-on-hold';
const appointmentPages: Record<WeekAppointment['kind'], { label: string; href: (id: string) => string }> = {
  fttp_order: { label: 'FTTP install', href: (id) => `${sectionPaths.orders.path}/${encodeURIComponent(id)}` },
  ethernet_order: { label: 'Ethernet install', href: (id) => `/ethernet-order/${encodeURIComponent(id)}` },
  incident: { label: 'Incident visit', href: (id) => `${sectionPaths.incidents.path}/${encodeURIComponent(id)}` },
  service: { label: 'Service visit', href: (id) => `${sectionPaths.services.path}/${encodeURIComponent(id)}` },
};

/** Unpaid invoices: what is open, what is overdue (with the orders held for it), each linking to the filtered list. */
export function BillingCard({ billing }: { billing: NonNullable<HomeSummary['billing']> }) {
  const { open, overdue } = billing;
  return (
    <DashboardCard title="Invoices to pay">
      <p className={styles.statTitle}>Overdue balance</p>
      <p className={`${styles.statValue} ${overdue.balance_pence > 0 ? styles.overdue : ''}`}>
        {formatPence(overdue.balance_pence)}
      </p>
      <ul aria-label="Unpaid invoices" className={`${styles.list} ${styles.plainList}`}>
        <li>
          <Link href={invoicesWith('Overdue')}>
            {overdue.count === 1 ? '1 overdue invoice' : `${overdue.count} overdue invoices`}
          </Link>
          <span>{formatPence(overdue.balance_pence)}</span>
        </li>
        <li>
          <Link href={invoicesWith('Open')}>{open.count === 1 ? '1 open invoice' : `${open.count} open invoices`}</Link>
          <span>{formatPence(open.balance_pence)}</span>
        </li>
        {billing.orders_on_hold > 0 && (
          <li>
            <Link href={ordersOnHoldHref}>Orders on hold</Link>
            <span>{billing.orders_on_hold}</span>
          </li>
        )}
      </ul>
    </DashboardCard>
  );
}

/** The engineer appointments of this week (Monday to Sunday) in the areas the user may use, by day and time. */
export function AppointmentsCard({ appointments }: { appointments: NonNullable<HomeSummary['appointments']> }) {
  const { items, total } = appointments;
  return (
    <DashboardCard title="Appointments this week">
      <p className={styles.statTitle}>
        {formatDate(appointments.from)} to {formatDate(appointments.to)}
      </p>
      {items.length === 0 ? (
        <p className={`${styles.paragraph} ${styles.secondary}`}>No engineer appointments this week.</p>
      ) : (
        <ul aria-label="Appointments this week" className={`${styles.list} ${styles.plainList}`}>
          {items.map((a) => {
            const page = appointmentPages[a.kind];
            return (
              <li key={`${a.kind}:${a.id}:${a.date}:${a.start_time}`}>
                <span>
                  <Link href={page.href(a.id)} className={styles.itemTitle}>
                    {a.reference}
                  </Link>
                  <span className={styles.secondary}>{page.label}</span>
                </span>
                <span className={styles.orderMeta}>
                  <span>{formatDayWithWeekday(a.date)}</span>
                  <span className={styles.since}>
                    {a.start_time}–{a.end_time}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {total > items.length && <p className={styles.moreLink}>{total - items.length} more this week</p>}
    </DashboardCard>
  );
}
