import { Link } from 'wouter';
import { ListPage } from '@/components/list-page';
import type { Column } from '@/components/list-table';
import { StatusBadge } from '@/components/status-badge';
import type { ContactKind, ContactRecord } from '@/contracts/contact';
import { contactKindInfo } from '@/lib/contact-rules';
import { formatDate, formatDateTime } from '@/lib/dates';
import { contactAddress, type contactSortFields } from './address-query';
import styles from './contact.module.css';
import { contactCreateHref, contactItemHref } from './links';
import { contactKeys } from './queries';

type Sort = (typeof contactSortFields)[number];

function columnsOf(kind: ContactKind): Column<ContactRecord, Sort>[] {
  return [
    {
      header: 'Reference',
      nowrap: true,
      cell: (row) => <Link href={contactItemHref(kind, row.reference)}>{row.reference}</Link>,
    },
    { header: 'Subject', cell: (row) => row.subject },
    { header: 'Category', nowrap: true, cell: (row) => row.category },
    ...(kind === 'complaints'
      ? [{ header: 'Priority', nowrap: true, cell: (row: ContactRecord) => row.priority ?? '' }]
      : []),
    { header: 'Related Reference', nowrap: true, cell: (row) => row.related_reference ?? '' },
    { header: 'Status', nowrap: true, cell: (row) => <StatusBadge status={row.status} /> },
    { header: 'Date Raised', sort: 'created_at', nowrap: true, cell: (row) => formatDate(row.created_at) },
    { header: 'Last Updated', nowrap: true, cell: (row) => formatDateTime(row.updated_at) },
    { header: 'Raised By', nowrap: true, cell: (row) => row.created_by },
  ];
}

const screens = {
  'request-information': {
    title: contactKindInfo['request-information'].title,
    noun: 'information requests',
    address: contactAddress['request-information'],
    keys: contactKeys['request-information'],
    columns: columnsOf('request-information'),
    searchPlaceholder: 'Reference, subject, service…',
  },
  complaints: {
    title: contactKindInfo.complaints.title,
    noun: 'complaints',
    address: contactAddress.complaints,
    keys: contactKeys.complaints,
    columns: columnsOf('complaints'),
    searchPlaceholder: 'Reference, subject, service…',
  },
};

/** /contact/{kind}: the organisation's requests of one kind, newest first, filtered, searched and paged from the address. */
export function ContactList({ kind }: { kind: ContactKind }) {
  const raise = (
    <Link href={contactCreateHref(kind)} className={styles.primaryLink}>
      {kind === 'complaints' ? 'Raise A Complaint' : 'Raise A Request'}
    </Link>
  );
  return <ListPage screen={screens[kind]} actions={raise} />;
}
