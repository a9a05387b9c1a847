import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { liveChatConversations, liveChatMessages } from '../db/schema';
import { liveChatAcknowledgement, supportDeskName } from '../domain/live-chat/conversations';
import { fixedId } from './ids';
import { seedNow } from './incidents/seed-clock';
import { orgByKey } from './organisations';
import { personaByEmail } from './personas';

const day = 24 * 3_600_000;

/**
 * One finished live chat, Northfibre's from when it trialled the sky service view, so the security sweep has another
 * organisation's conversation to try. Skyline's agent starts with none: the sky view's journey begins a new one.
 */
export async function seedLiveChatIfMissing(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(liveChatConversations);
  if ((existing?.n ?? 0) > 0) return;
  const now = await seedNow(db);
  const at = new Date(now.getTime() - 40 * day);
  const admin = personaByEmail('admin@northfibre.example');
  const id = fixedId('lcc_', 'northfibre:admin');
  await db.insert(liveChatConversations).values({
    id,
    orgId: orgByKey('northfibre').id,
    userId: admin.id,
    siteId: 'sandbox-live-chat',
    createdAt: at,
  });
  const lines: [author: 'user' | 'staff', name: string, body: string][] = [
    ['user', admin.name, 'Is the sky view’s chat answered at weekends?'],
    ['staff', supportDeskName, liveChatAcknowledgement],
    ['staff', 'Support agent', 'Yes: the desk answers every day from 8am to 8pm.'],
  ];
  await db.insert(liveChatMessages).values(
    lines.map(([author, name, body], i) => ({
      id: fixedId('lcm_', `northfibre:admin:${i}`),
      conversationId: id,
      author,
      authorName: name,
      authorUserId: author === 'user' ? admin.id : null,
      body,
      sentAt: new Date(at.getTime() + i * 60_000),
    })),
  );
}
