import { z } from 'zod';

/**
 * The portal's own feedback (spec 1 §2 main layout: feedback call-to-action and review widget). The spec shows neither;
 * the fields are the portal's design (docs/areas/shell.md "Feedback and reviews"). Both are sent to the users service,
 * the one that serves the signed-in person's own account and terms.
 */

/** What a piece of feedback is about: the portal's areas as the side menu names them, and the rest. */
export const feedbackAreas = [
  'Dashboard',
  'Support',
  'Ordering',
  'Billing',
  'User Management',
  'Developer Tools',
  'Data & Reporting',
  'Help & Knowledge',
  'Contact',
  'Something else',
] as const;
export type FeedbackArea = (typeof feedbackAreas)[number];

export const feedbackCommentMax = 2000;
export const reviewCommentMax = 2000;

export const feedbackMessages = {
  area: 'Choose what your feedback is about',
  comment: 'Please tell us what you think',
  commentTooLong: `Please keep it to ${feedbackCommentMax.toLocaleString('en-GB')} characters`,
  rating: 'Choose from 1 to 5 stars',
} as const;

/** The page the user sent it from: the path only, as the router knows it. */
const sentFrom = z.string().trim().min(1).max(500).startsWith('/');

export const feedbackBody = z.strictObject({
  area: z.enum(feedbackAreas, { error: feedbackMessages.area }),
  comment: z
    .string({ error: feedbackMessages.comment })
    .trim()
    .min(1, feedbackMessages.comment)
    .max(feedbackCommentMax, feedbackMessages.commentTooLong),
  /** The user agrees to be contacted about it (through their account's e-mail address). */
  may_contact: z.boolean(),
  route: sentFrom,
});
export type FeedbackBody = z.infer<typeof feedbackBody>;

export const reviewBody = z.strictObject({
  rating: z.int({ error: feedbackMessages.rating }).min(1, feedbackMessages.rating).max(5, feedbackMessages.rating),
  comment: z.string().trim().max(reviewCommentMax, feedbackMessages.commentTooLong),
  route: sentFrom,
});
export type ReviewBody = z.infer<typeof reviewBody>;

/** What the sandbox answers once it has stored either. */
export const feedbackReceipt = z.object({ data: z.object({ id: z.string(), received_at: z.string() }) });
export type FeedbackReceipt = z.infer<typeof feedbackReceipt>['data'];
