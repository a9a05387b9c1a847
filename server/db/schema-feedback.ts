import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

// The portal's feedback and reviews (spec 1 §2 main layout), read by provider staff on /sandbox/feedback. One table for
// both: a review is a rating with an optional comment, feedback an area and a comment. No foreign keys: what a user
// said stays when their account or organisation is removed, as a mailbox would keep it.

export const portalFeedback = pgTable(
  'portal_feedback',
  {
    id: text('id').primaryKey(),
    /** 'feedback' (the call-to-action) or 'review' (the review widget). */
    kind: text('kind', { enum: ['feedback', 'review'] }).notNull(),
    orgId: text('org_id').notNull(),
    userId: text('user_id').notNull(),
    /** The path the user sent it from, without query or hash. */
    route: text('route').notNull(),
    /** Feedback only: what it is about (src/contracts/feedback.ts feedbackAreas). */
    area: text('area'),
    /** Review only: 1 to 5 stars. */
    rating: integer('rating'),
    comment: text('comment').notNull(),
    mayContact: boolean('may_contact').notNull(),
    receivedAt: at('received_at').notNull(),
  },
  (t) => [index('portal_feedback_received_idx').on(t.receivedAt.desc(), t.id.desc())],
);
