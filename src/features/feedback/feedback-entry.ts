import { lazy } from 'react';

/**
 * The one module the layout imports lazily for feedback: small, so the first load names a single file for both
 * widgets. The form's own chunk follows on the first Give feedback; the review check is in here, the widget's chunk
 * follows only when a review is due.
 */
export const FeedbackDialog = lazy(async () => ({ default: (await import('./feedback-dialog')).FeedbackDialog }));
export { ReviewCheck } from './review-check';
