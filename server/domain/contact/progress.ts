import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { ContactKind } from '../../../src/contracts/contact';
import type { Db } from '../../db/client';
import { contactMessages, contactRequests } from '../../db/schema';
import { dueAt, type ProviderStep, providerName, providerSteps, providerText } from './steps';

/**
 * Applies every provider step due on the sandbox clock for an organisation, lazily (read routes call it first, as the
 * incidents do): no timer, and the outcome does not depend on when the sandbox happened to run. A step is applied once:
 * the update is conditional on the step and time it read, so two processes never both write its message.
 */
export async function progressDueRequests(db: Db, orgId: string, now: Date): Promise<number> {
  let moved = 0;
  for (;;) {
    const due = await db
      .select()
      .from(contactRequests)
      .where(
        and(
          eq(contactRequests.orgId, orgId),
          isNotNull(contactRequests.nextStepAt),
          lte(contactRequests.nextStepAt, now),
        ),
      )
      .limit(200);
    if (due.length === 0) return moved;
    for (const row of due) {
      const step = row.nextStep as ProviderStep | null;
      const at = row.nextStepAt;
      if (!step || !at || !providerSteps[step]) {
        await db
          .update(contactRequests)
          .set({ nextStep: null, nextStepAt: null })
          .where(eq(contactRequests.id, row.id));
        continue;
      }
      const rule = providerSteps[step];
      await db.transaction(async (tx) => {
        const [applied] = await tx
          .update(contactRequests)
          .set({
            status: rule.status,
            updatedAt: at,
            nextStep: rule.next,
            nextStepAt: rule.next ? dueAt(at, rule.next) : null,
          })
          .where(
            and(eq(contactRequests.id, row.id), eq(contactRequests.nextStep, step), eq(contactRequests.nextStepAt, at)),
          )
          .returning({ id: contactRequests.id });
        if (!applied) return;
        await tx.insert(contactMessages).values({
          id: randomUUID(),
          requestId: row.id,
          orgId: row.orgId,
          author: 'provider',
          name: providerName,
          text: providerText(row.kind as ContactKind, step, row.reference),
          createdAt: at,
        });
      });
      moved++;
    }
  }
}
