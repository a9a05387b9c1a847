import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { ContactKind, ContactStatus } from '../../../src/contracts/contact';
import { contactKindInfo } from '../../../src/lib/contact-rules';
import type { Db } from '../../db/client';
import { contactMessages, contactRequests, type NewContactRequestRow } from '../../db/schema';
import { type ProviderStep, providerName, providerText } from '../../domain/contact/steps';
import { fixedId } from '../ids';
import { seedNow } from '../incidents/seed-clock';
import { type OrgKey, orgByKey } from '../organisations';

interface SeedRequest {
  key: string;
  /** Northfibre unless given. */
  org?: OrgKey;
  kind: ContactKind;
  category: string;
  subject: string;
  description: string;
  related?: string;
  priority?: 'Low' | 'Medium' | 'High';
  by: string;
  /** Hours before the seeding moment it was raised. */
  hoursAgo: number;
  /** The conversation after raising: a provider step or a customer reply, with hours after raising. */
  thread: ({ step: ProviderStep; at: number } | { reply: string; at: number; by?: string })[];
  status: ContactStatus;
  /** The provider's next step and when it is due (hours after raising); none for requests waiting on the customer. */
  next?: { step: ProviderStep; at: number };
}

/** Northfibre's demo requests and complaints, one or more in every status, with their conversations (Harbour has contact off). */
const requests: SeedRequest[] = [
  {
    key: 'ri-open',
    kind: 'request-information',
    category: 'Ordering',
    subject: 'Lead times for new FTTP provides in NE postcodes',
    description:
      'We are planning a campaign in NE1 and NE6 next quarter. Could you confirm the current lead times for new FTTP provides, and whether appointments are available on Saturdays?',
    by: 'Sam Support',
    hoursAgo: 0.3,
    thread: [],
    status: 'Open',
    next: { step: 'ack', at: 1 },
  },
  {
    key: 'ri-progress',
    kind: 'request-information',
    category: 'Billing',
    subject: 'Query on the October wholesale invoice',
    description: 'Line 14 of the October invoice shows 32 connection charges; our records show 29 completed provides.',
    by: 'Alex Admin',
    hoursAgo: 5,
    thread: [{ step: 'ack', at: 1 }],
    status: 'In Progress',
    next: { step: 'answer', at: 24 },
  },
  {
    key: 'ri-awaiting',
    kind: 'request-information',
    category: 'Network',
    subject: 'Planned works affecting the Gateshead exchange',
    description:
      'Several of our customers were told about planned works at Gateshead. Which services are affected and when?',
    related: 'S1000001',
    by: 'Sam Support',
    hoursAgo: 72,
    thread: [
      { step: 'ack', at: 1 },
      { step: 'answer', at: 24 },
    ],
    status: 'Awaiting your reply',
  },
  {
    key: 'ri-resolved',
    kind: 'request-information',
    category: 'Technical',
    subject: 'ONT firmware version for Business 900',
    description: 'Which ONT firmware version will be installed on new Business 900 provides from next month?',
    by: 'Sam Support',
    hoursAgo: 60,
    thread: [
      { step: 'ack', at: 1 },
      { step: 'answer', at: 24 },
      { reply: 'Thanks, that is what we needed.', at: 30 },
      { step: 'resolve', at: 54 },
    ],
    status: 'Resolved',
    next: { step: 'close', at: 126 },
  },
  {
    key: 'ri-closed',
    kind: 'request-information',
    category: 'Account',
    subject: 'Adding a second billing contact',
    description: 'Please add finance@northfibre.example as a second billing contact on our account.',
    by: 'Alex Admin',
    hoursAgo: 24 * 14,
    thread: [
      { step: 'ack', at: 1 },
      { step: 'answer', at: 24 },
      { reply: 'Confirmed, thank you.', at: 26 },
      { step: 'resolve', at: 50 },
      { step: 'close', at: 122 },
    ],
    status: 'Closed',
  },
  {
    key: 'ri-closed-by-customer',
    kind: 'request-information',
    category: 'Other',
    subject: 'Access to the API sandbox',
    description: 'How do our developers get credentials for the API sandbox?',
    by: 'Sam Support',
    hoursAgo: 24 * 9,
    thread: [
      { step: 'ack', at: 1 },
      { reply: 'No longer needed: we found the app credentials page. Closing this.', at: 3 },
    ],
    status: 'Closed',
  },
  {
    key: 'cmp-open',
    kind: 'complaints',
    category: 'Delay',
    subject: 'Provide delayed past the committed date',
    description:
      'The provide for our customer at 12 Mill Lane was committed for last Tuesday and has not been completed. The customer has now been without service for a week.',
    related: 'S1000002',
    priority: 'High',
    by: 'Sam Support',
    hoursAgo: 0.2,
    thread: [],
    status: 'Open',
    next: { step: 'ack', at: 1 },
  },
  {
    key: 'cmp-progress',
    kind: 'complaints',
    category: 'Engineer visit',
    subject: 'Engineer missed the AM appointment',
    description: 'The engineer did not attend the AM slot booked for our customer and nobody called to rearrange.',
    priority: 'Medium',
    by: 'Alex Admin',
    hoursAgo: 8,
    thread: [{ step: 'ack', at: 1 }],
    status: 'In Progress',
    next: { step: 'answer', at: 24 },
  },
  {
    key: 'cmp-awaiting',
    kind: 'complaints',
    category: 'Communication',
    subject: 'No update on a repeated line fault',
    description: 'We have raised three incidents on the same line this month and received no root-cause explanation.',
    related: 'S1000004',
    priority: 'High',
    by: 'Sam Support',
    hoursAgo: 50,
    thread: [
      { step: 'ack', at: 1 },
      { step: 'answer', at: 24 },
    ],
    status: 'Awaiting your reply',
  },
  {
    key: 'cmp-resolved',
    kind: 'complaints',
    category: 'Billing',
    subject: 'Charged twice for a cease',
    description: 'The September invoice charges the cease of S1000003 twice.',
    priority: 'Low',
    by: 'Alex Admin',
    hoursAgo: 70,
    thread: [
      { step: 'ack', at: 1 },
      { step: 'answer', at: 24 },
      { reply: 'The credit note has arrived, thank you.', at: 40 },
      { step: 'resolve', at: 64 },
    ],
    status: 'Resolved',
    next: { step: 'close', at: 136 },
  },
  {
    key: 'cmp-closed',
    kind: 'complaints',
    category: 'Service quality',
    subject: 'Intermittent packet loss over two weeks',
    description: 'Customers in LS1 report packet loss in the evenings over the last two weeks.',
    priority: 'Medium',
    by: 'Sam Support',
    hoursAgo: 24 * 20,
    thread: [
      { step: 'ack', at: 1 },
      { step: 'answer', at: 24 },
      { reply: 'The evening loss has stopped since the upgrade. Thank you.', at: 48 },
      { step: 'resolve', at: 72 },
      { step: 'close', at: 144 },
    ],
    status: 'Closed',
  },
  // Harbour raised these while its contact flag was on; it is off now, so they are stored but not shown (and another
  // organisation's records for the isolation checks).
  {
    key: 'harbour-ri-closed',
    org: 'harbour',
    kind: 'request-information',
    category: 'Ordering',
    subject: 'Harbour: bulk order template',
    description: 'Is there a template for bulk FTTP orders?',
    by: 'Hugo Harbour',
    hoursAgo: 24 * 40,
    thread: [
      { step: 'ack', at: 1 },
      { step: 'answer', at: 24 },
      { reply: 'Received, thanks.', at: 30 },
      { step: 'resolve', at: 54 },
      { step: 'close', at: 126 },
    ],
    status: 'Closed',
  },
  {
    key: 'harbour-cmp-closed',
    org: 'harbour',
    kind: 'complaints',
    category: 'Communication',
    subject: 'Harbour: missed call-back',
    description: 'We were promised a call-back about a delayed order and did not receive one.',
    priority: 'Low',
    by: 'Hugo Harbour',
    hoursAgo: 24 * 35,
    thread: [
      { step: 'ack', at: 1 },
      { step: 'answer', at: 24 },
      { reply: 'Thanks for the apology.', at: 26 },
      { step: 'resolve', at: 50 },
      { step: 'close', at: 122 },
    ],
    status: 'Closed',
  },
];

export const contactSeedId = (key: string) => fixedId('ctr_', key);

/** Demo data of the contact area (request information and complaints), written once: on a new store and on the first start of an older one. */
export async function seedContactIfMissing(db: Db): Promise<void> {
  const [first] = await db
    .select({ id: contactRequests.id })
    .from(contactRequests)
    .where(eq(contactRequests.id, contactSeedId(requests[0]?.key ?? '')))
    .limit(1);
  if (first) return;
  const now = await seedNow(db);
  const hours = (h: number) => 3_600_000 * h;
  // Oldest first, so the numbers follow the order they were raised in.
  const ordered = [...requests].sort((a, b) => b.hoursAgo - a.hoursAgo);
  await db.transaction(async (tx) => {
    for (const r of ordered) {
      const sequence = r.kind === 'complaints' ? 'contact_cmp_number_seq' : 'contact_ri_number_seq';
      const numbered = (await tx.execute(sql.raw(`select nextval('${sequence}')::text as n`))) as {
        rows: { n: string }[];
      };
      const reference = `${contactKindInfo[r.kind].prefix}-${(numbered.rows[0]?.n ?? '0').padStart(6, '0')}`;
      const raised = new Date(now.getTime() - hours(r.hoursAgo));
      const after = (h: number) => new Date(raised.getTime() + hours(h));
      const lastAt = r.thread.at(-1)?.at ?? 0;
      const id = contactSeedId(r.key);
      const org = orgByKey(r.org ?? 'northfibre');
      const row: NewContactRequestRow = {
        id,
        orgId: org.id,
        kind: r.kind,
        reference,
        category: r.category,
        relatedReference: r.related ?? null,
        subject: r.subject,
        description: r.description,
        status: r.status,
        priority: r.priority ?? null,
        createdBy: r.by,
        nextStep: r.next?.step ?? null,
        nextStepAt: r.next ? after(r.next.at) : null,
        createdAt: raised,
        updatedAt: after(lastAt),
      };
      await tx.insert(contactRequests).values(row);
      if (r.thread.length === 0) continue;
      await tx.insert(contactMessages).values(
        r.thread.map((m) =>
          'step' in m
            ? {
                id: randomUUID(),
                requestId: id,
                orgId: org.id,
                author: 'provider',
                name: providerName,
                text: providerText(r.kind, m.step, reference),
                createdAt: after(m.at),
              }
            : {
                id: randomUUID(),
                requestId: id,
                orgId: org.id,
                author: 'customer',
                name: m.by ?? r.by,
                text: m.reply,
                createdAt: after(m.at),
              },
        ),
      );
    }
  });
}
