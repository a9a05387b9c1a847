import { type ComponentProps, lazy, Suspense } from 'react';

const Dialog = lazy(async () => ({ default: (await import('./feedback-dialog')).FeedbackDialog }));

/**
 * The one module the layout imports lazily for feedback: small, so the first load names a single file for both
 * widgets. The form's own chunk follows on the first Give feedback; the review check is in here, the widget's chunk
 * follows only when a review is due. A plain component around the form's lazy one: React cannot render a lazy
 * component that resolves to another lazy one.
 */
export function FeedbackDialog(props: ComponentProps<typeof Dialog>) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
export { ReviewCheck } from './review-check';
