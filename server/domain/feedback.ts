import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FeedbackBody, FeedbackReceipt, ReviewBody } from '../../src/contracts/feedback';
import type { Db } from '../db/client';
import { organisations, portalFeedback } from '../db/schema';

/** Who sent it: the signed-in caller's organisation and user. */
export interface FeedbackSender {
  orgId: string;
  userId: string;
}

/** The path only: a query or hash could carry a token or a search the user typed. */
const pathOf = (route: string) => route.split(/[?#]/)[0] || '/';

async function store(
  db: Db,
  row: Omit<typeof portalFeedback.$inferInsert, 'id' | 'receivedAt'>,
  now: Date,
): Promise<FeedbackReceipt> {
  const id = randomUUID();
  await db.insert(portalFeedback).values({ ...row, id, receivedAt: now });
  return { id, received_at: now.toISOString() };
}

export const storeFeedback = (db: Db, sender: FeedbackSender, body: FeedbackBody, now = new Date()) =>
  store(
    db,
    {
      kind: 'feedback',
      ...sender,
      route: pathOf(body.route),
      area: body.area,
      rating: null,
      comment: body.comment,
      mayContact: body.may_contact,
    },
    now,
  );

export const storeReview = (db: Db, sender: FeedbackSender, body: ReviewBody, now = new Date()) =>
  store(
    db,
    {
      kind: 'review',
      ...sender,
      route: pathOf(body.route),
      area: null,
      rating: body.rating,
      comment: body.comment,
      mayContact: false,
    },
    now,
  );

/** Newest first, with the organisation's name, for the sandbox's feedback page. */
export async function listFeedback(db: Db, limit = 200) {
  return db
    .select({
      id: portalFeedback.id,
      kind: portalFeedback.kind,
      orgId: portalFeedback.orgId,
      orgName: organisations.name,
      userId: portalFeedback.userId,
      route: portalFeedback.route,
      area: portalFeedback.area,
      rating: portalFeedback.rating,
      comment: portalFeedback.comment,
      mayContact: portalFeedback.mayContact,
      receivedAt: portalFeedback.receivedAt,
    })
    .from(portalFeedback)
    .leftJoin(organisations, eq(organisations.id, portalFeedback.orgId))
    .orderBy(desc(portalFeedback.receivedAt), desc(portalFeedback.id))
    .limit(limit);
}
export type ListedFeedback = Awaited<ReturnType<typeof listFeedback>>[number];
