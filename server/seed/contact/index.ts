import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { ContactKind, ContactStatus } from '../../../src/contracts/contact';
import { contactKindInfo } from '../../../src/lib/contact-rules';
import type { Db } from '../../db/client';
import { contactMessages, contactRequests, type NewContactRequestRow } from '../../db/schema';
import { type ProviderStep, providerName, providerSteps, providerText } from '../../domain/contact/steps';
import { fixedId } from '../ids';
import { seedNow } from '../incidents/seed-clock';
import { type OrgKey, orgByKey } from '../organisations';

const hour = 3_600_000;

interface SeedRequest {
  key: string;
  /** Northfibre unless given. */
  org?: OrgKey;
  kind: ContactKind;
  category: string;
  priority?: 'Low' | 'Medium' | 'High';
  related?: string;
  by: string;
  /** Hours before the seeding moment it was raised. */
  hoursAgo: number;
  status: ContactStatus;
  /** The customer's reply, hours after raising: after the provider's answer, or (`closes`) closing the request unanswered. */
  reply?: { at: number; text: string; closes?: true };
  subject: string;
  description: string;
}

const ri = 'request-information';
const cmp = 'complaints';

/**
 * Northfibre's demo requests and complaints, one or more in every status (Harbour has contact off: it raised its two
 * while its flag was on, so they are stored but not shown, and are another organisation's records for the isolation
 * checks). Each one's conversation is the provider's timeline up to its status (conversation below).
 */
// biome-ignore format: a table, one request a line
const requests: SeedRequest[] = [
  { key: 'ri-open', kind: ri, category: 'Ordering', by: 'Sam Support', hoursAgo: 0.3, status: 'Open', subject: 'Lead times for new FTTP provides in NE postcodes', description: 'We are planning a campaign in NE1 and NE6 next quarter. Could you confirm the current lead times for new FTTP provides, and whether appointments are available on Saturdays?' },
  { key: 'ri-progress', kind: ri, category: 'Billing', by: 'Alex Admin', hoursAgo: 5, status: 'In Progress', subject: 'Query on the October wholesale invoice', description: 'Line 14 of the October invoice shows 32 connection charges; our records show 29 completed provides.' },
  { key: 'ri-awaiting', kind: ri, category: 'Network', related: 'S1000001', by: 'Sam Support', hoursAgo: 72, status: 'Awaiting your reply', subject: 'Planned works affecting the Gateshead exchange', description: 'Several of our customers were told about planned works at Gateshead. Which services are affected and when?' },
  { key: 'ri-resolved', kind: ri, category: 'Technical', by: 'Sam Support', hoursAgo: 60, status: 'Resolved', reply: { at: 30, text: 'Thanks, that is what we needed.' }, subject: 'ONT firmware version for Business 900', description: 'Which ONT firmware version will be installed on new Business 900 provides from next month?' },
  { key: 'ri-closed', kind: ri, category: 'Account', by: 'Alex Admin', hoursAgo: 24 * 14, status: 'Closed', reply: { at: 26, text: 'Confirmed, thank you.' }, subject: 'Adding a second billing contact', description: 'Please add finance@northfibre.example as a second billing contact on our account.' },
  { key: 'ri-closed-by-customer', kind: ri, category: 'Other', by: 'Sam Support', hoursAgo: 24 * 9, status: 'Closed', reply: { at: 3, text: 'No longer needed: we found the app credentials page. Closing this.', closes: true }, subject: 'Access to the API sandbox', description: 'How do our developers get credentials for the API sandbox?' },
  { key: 'cmp-open', kind: cmp, category: 'Delay', priority: 'High', related: 'S1000002', by: 'Sam Support', hoursAgo: 0.2, status: 'Open', subject: 'Provide delayed past the committed date', description: 'The provide for our customer at 12 Mill Lane was committed for last Tuesday and has not been completed. The customer has now been without service for a week.' },
  { key: 'cmp-progress', kind: cmp, category: 'Engineer visit', priority: 'Medium', by: 'Alex Admin', hoursAgo: 8, status: 'In Progress', subject: 'Engineer missed the AM appointment', description: 'The engineer did not attend the AM slot booked for our customer and nobody called to rearrange.' },
  { key: 'cmp-awaiting', kind: cmp, category: 'Communication', priority: 'High', related: 'S1000004', by: 'Sam Support', hoursAgo: 50, status: 'Awaiting your reply', subject: 'No update on a repeated line fault', description: 'We have raised three incidents on the same line this month and received no root-cause explanation.' },
  { key: 'cmp-resolved', kind: cmp, category: 'Billing', priority: 'Low', by: 'Alex Admin', hoursAgo: 70, status: 'Resolved', reply: { at: 40, text: 'The credit note has arrived, thank you.' }, subject: 'Charged twice for a cease', description: 'The September invoice charges the cease of S1000003 twice.' },
  { key: 'cmp-closed', kind: cmp, category: 'Service quality', priority: 'Medium', by: 'Sam Support', hoursAgo: 24 * 20, status: 'Closed', reply: { at: 48, text: 'The evening loss has stopped since the upgrade. Thank you.' }, subject: 'Intermittent packet loss over two weeks', description: 'Customers in LS1 report packet loss in the evenings over the last two weeks.' },
  { key: 'harbour-ri-closed', org: 'harbour', kind: ri, category: 'Ordering', by: 'Hugo Harbour', hoursAgo: 24 * 40, status: 'Closed', reply: { at: 30, text: 'Received, thanks.' }, subject: 'Harbour: bulk order template', description: 'Is there a template for bulk FTTP orders?' },
  { key: 'harbour-cmp-closed', org: 'harbour', kind: cmp, category: 'Communication', priority: 'Low', by: 'Hugo Harbour', hoursAgo: 24 * 35, status: 'Closed', reply: { at: 26, text: 'Thanks for the apology.' }, subject: 'Harbour: missed call-back', description: 'We were promised a call-back about a delayed order and did not receive one.' },
];

type Message = { step: ProviderStep; at: number } | { reply: string; at: number };

/**
 * A request's conversation up to its status, as the sandbox would have written it (providerSteps in
 * server/domain/contact/steps.ts): acknowledged, answered, the customer's reply, resolved a day after it, closed three
 * days later; and the provider's next step with its time, where the request is not waiting on the customer. Hours after
 * raising.
 */
function conversation({ status, reply }: SeedRequest): {
  thread: Message[];
  next?: { step: ProviderStep; at: number };
} {
  const thread: Message[] = [];
  let at = 0;
  const due = (step: ProviderStep) => ({ step, at: at + providerSteps[step].after / hour });
  const happen = (step: ProviderStep) => {
    const message = due(step);
    thread.push(message);
    at = message.at;
  };
  if (status === 'Open') return { thread, next: due('ack') };
  happen('ack');
  if (reply?.closes) return { thread: [...thread, { reply: reply.text, at: reply.at }] };
  if (status === 'In Progress') return { thread, next: due('answer') };
  happen('answer');
  if (status === 'Awaiting your reply' || !reply) return { thread };
  thread.push({ reply: reply.text, at: reply.at });
  at = reply.at;
  happen('resolve');
  if (status === 'Resolved') return { thread, next: due('close') };
  happen('close');
  return { thread };
}

const contactSeedId = (key: string) => fixedId('ctr_', key);

/** Demo data of the contact area (request information and complaints), written once: on a new store and on the first start of an older one. */
export async function seedContactIfMissing(db: Db): Promise<void> {
  const [first] = await db
    .select({ id: contactRequests.id })
    .from(contactRequests)
    .where(eq(contactRequests.id, contactSeedId(requests[0]?.key ?? '')))
    .limit(1);
  if (first) return;
  const now = await seedNow(db);
  const hours = (h: number) => hour * h;
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
      const { thread, next } = conversation(r);
      const lastAt = thread.at(-1)?.at ?? 0;
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
        nextStep: next?.step ?? null,
        nextStepAt: next ? after(next.at) : null,
        createdAt: raised,
        updatedAt: after(lastAt),
      };
      await tx.insert(contactRequests).values(row);
      if (thread.length === 0) continue;
      await tx.insert(contactMessages).values(
        thread.map((m) =>
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
                name: r.by,
                text: m.reply,
                createdAt: after(m.at),
              },
        ),
      );
    }
  });
}
