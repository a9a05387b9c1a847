import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { DetailSection, None } from '@/components/detail-section';
import { FirstLoad } from '@/components/first-load';
import { StatusBadge } from '@/components/status-badge';
import type { ContactOverview } from '@/contracts/contact';
import { contactKindInfo } from '@/lib/contact-rules';
import { formatDate } from '@/lib/dates';
import styles from './contact.module.css';
import { contactCreateHref, contactItemHref, contactListHref } from './links';
import { contactKeys } from './queries';

function KindCard({ summary }: { summary: ContactOverview['kinds'][number] }) {
  const { kind } = summary;
  const info = contactKindInfo[kind];
  const id = `contact-overview-${kind}`;
  return (
    <DetailSection id={id} title={info.title}>
      <p className={styles.lead}>
        <Link href={contactListHref(kind)}>
          All {info.title.toLowerCase()}: {summary.total}
        </Link>
      </p>
      <ul className={styles.counts} aria-label={`${info.title} by status`}>
        {summary.status_summary.map(({ status, total }) => (
          <li key={status} className={styles.count}>
            <Link href={contactListHref(kind, { status })}>
              <span className={styles.countNumber}>{total}</span> <span>{status}</span>
            </Link>
          </li>
        ))}
      </ul>
      <h3>Recent</h3>
      {summary.recent.length === 0 ? (
        <None>Nothing raised yet.</None>
      ) : (
        <ul className={styles.recent}>
          {summary.recent.map((record) => (
            <li key={record.id}>
              <Link href={contactItemHref(kind, record.reference)}>{record.reference}</Link>
              <span>{record.subject}</span>
              <StatusBadge status={record.status} />
              <span className={styles.time}>{formatDate(record.created_at)}</span>
            </li>
          ))}
        </ul>
      )}
      <Link href={contactCreateHref(kind)} className={styles.primaryLink}>
        {kind === 'complaints' ? 'Raise A Complaint' : 'Raise A Request'}
      </Link>
    </DetailSection>
  );
}

/** /contact/overview: per kind its counts per status (each a link to the filtered list), its newest requests, and Raise. */
export function ContactOverviewPage() {
  const result = useQuery(contactKeys.overview());
  return (
    <section aria-labelledby="contact-overview-heading" aria-busy={result.isPending} className={styles.page}>
      <h1 id="contact-overview-heading" className={styles.title}>
        Contact
      </h1>
      <p className={styles.lead}>Ask us for information or raise a complaint, and follow our replies.</p>
      <FirstLoad
        result={result}
        loading="Loading the contact overview"
        failed="We could not load the contact overview"
      />
      {result.data && (
        <div className={styles.cards}>
          {result.data.kinds.map((summary) => (
            <KindCard key={summary.kind} summary={summary} />
          ))}
        </div>
      )}
    </section>
  );
}
