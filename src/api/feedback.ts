import { request } from '@/api/http';
import { type FeedbackBody, type FeedbackReceipt, feedbackReceipt, type ReviewBody } from '@/contracts/feedback';

/** POST {users}/feedback: the layout's Give feedback form. */
export async function sendFeedback(body: FeedbackBody): Promise<FeedbackReceipt> {
  return (await request('users', '/feedback', { method: 'POST', body, schema: feedbackReceipt })).data;
}

/** POST {users}/reviews: the review widget's stars and comment. */
export async function sendReview(body: ReviewBody): Promise<FeedbackReceipt> {
  return (await request('users', '/reviews', { method: 'POST', body, schema: feedbackReceipt })).data;
}
