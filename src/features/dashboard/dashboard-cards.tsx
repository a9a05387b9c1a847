import { Tag } from 'antd';
import { type ReactNode, useId } from 'react';
import type { HomeSummary } from '@/contracts/dashboard';
import { roleNames } from '@/contracts/users';
import { formatDate } from '@/lib/dates';
import { badgeColours, roleColour } from '@/lib/status-colours';
import styles from './dashboard.module.css';

// Card titles are h2s so the dashboard reads as one outline under its h1.
export function DashboardCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.card}>
      <h2 id={headingId} className={styles.cardTitle}>
        {title}
      </h2>
      <div className={styles.cardBody}>{children}</div>
    </section>
  );
}

export function OrganisationCard({ home }: { home: HomeSummary }) {
  return (
    <DashboardCard title="Organisation">
      <dl className={styles.facts}>
        <dt>Name</dt>
        <dd>{home.organisation.name}</dd>
        <dt>Customer ID</dt>
        <dd>{home.organisation.customer_id}</dd>
        {home.invitations && (
          <>
            <dt>Open invitations</dt>
            <dd>{home.invitations.open}</dd>
          </>
        )}
      </dl>
    </DashboardCard>
  );
}

export function RolesCard({ home }: { home: HomeSummary }) {
  return (
    <DashboardCard title="Your roles">
      <p className={styles.paragraph}>Signed in as {home.me.name}.</p>
      {home.me.roles.length === 0 ? (
        <p className={`${styles.paragraph} ${styles.secondary}`}>
          You have no roles yet. Please speak to your account administrator.
        </p>
      ) : (
        <ul aria-label="Your roles" className={`${styles.tags} ${styles.plainList}`}>
          {home.me.roles.map((role) => (
            <li key={role}>
              <Tag color={roleColour(role)}>{role}</Tag>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}

export function UsersCard({ home }: { home: HomeSummary }) {
  // The sandbox leaves the directory's figures out for those who may not read it (developer-only, sky view).
  const { users, recent_users: recent = [] } = home;
  if (!users) return null;
  const heldRoles = roleNames.filter((role) => (users.by_role[role] ?? 0) > 0);
  return (
    <DashboardCard title="Users">
      <p className={styles.statTitle}>Users in your organisation</p>
      <p className={styles.statValue}>{users.total}</p>
      <div className={`${styles.tags} ${styles.userTags}`}>
        {heldRoles.map((role) => (
          <Tag key={role} color={roleColour(role)}>
            {role}: {users.by_role[role]}
          </Tag>
        ))}
      </div>
      {recent.length > 0 && (
        <>
          <h3 className={styles.listHeading}>Newest colleagues</h3>
          <ul className={`${styles.list} ${styles.plainList} ${styles.colleagues}`}>
            {recent.map((user) => (
              <li key={user.user_id}>
                <span>
                  <span className={styles.itemTitle}>{user.name}</span>
                  <span className={styles.secondary}>{user.email}</span>
                </span>
                <span>{formatDate(user.created_at)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </DashboardCard>
  );
}

const familyLabels = [
  ['family_ftth', 'FTTP'],
  ['family_ethernet', 'Ethernet'],
  ['family_ftthl2b', 'FTTP Layer 2 Bitstream'],
] as const;

export function ProductFamiliesCard({ home }: { home: HomeSummary }) {
  return (
    <DashboardCard title="Product families">
      <ul className={`${styles.list} ${styles.plainList}`}>
        {familyLabels.map(([key, label]) => {
          const available = home.product_families[key];
          return (
            <li key={key}>
              {label}
              <Tag color={available ? badgeColours.green : badgeColours.gray}>
                {available ? 'Available' : 'Not available'}
              </Tag>
            </li>
          );
        })}
      </ul>
    </DashboardCard>
  );
}
