import { sql } from 'drizzle-orm';
import type { ApiSupportTicket, ApiSupportTicketBody } from '../../../src/contracts/developer';
import type { Db } from '../../db/client';
import { apiSupportTickets } from '../../db/schema';
import { sandboxNow } from '../incidents/clock';
import { randomId } from '../user-audit';

/** Stores a developer's API support ticket, numbered API-000123. */
export async function createApiSupportTicket(
  db: Db,
  by: { orgId: string; userId: string; name: string },
  body: ApiSupportTicketBody,
): Promise<ApiSupportTicket> {
  const numbered = (await db.execute(sql`select nextval('api_ticket_number_seq')::text as n`)) as unknown as {
    rows: { n: string }[];
  };
  const n = numbered.rows[0]?.n ?? '0';
  const now = await sandboxNow(db);
  const [row] = await db
    .insert(apiSupportTickets)
    .values({
      id: randomId('apt_'),
      orgId: by.orgId,
      reference: `API-${n.padStart(6, '0')}`,
      category: body.category,
      subject: body.subject,
      description: body.description,
      clientId: body.client_id || null,
      status: 'Open',
      createdBy: by.name,
      createdByUserId: by.userId,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('ticket not stored');
  return {
    id: row.id,
    reference: row.reference,
    category: body.category,
    subject: row.subject,
    status: 'Open',
    created_at: row.createdAt.toISOString(),
  };
}
