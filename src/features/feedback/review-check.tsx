import { lazy, Suspense, useEffect, useState } from 'react';
import { isReviewDue, type ReviewUsage } from '@/lib/review-prompt-rule';
import { recordVisit } from './review-usage';

const ReviewPrompt = lazy(async () => ({ default: (await import('./review-prompt')).ReviewPrompt }));

type Due = { usage: ReviewUsage; now: number };

/**
 * Counts today for the user once the page is idle, and only when the review rule says it is due fetches the review
 * widget (src/lib/review-prompt-rule.ts): most visits load none of its code.
 */
export function ReviewCheck({ userId }: { userId: string }) {
  const [due, setDue] = useState<Due | null>(null);
  useEffect(() => {
    const check = () => {
      const now = Date.now();
      const usage = recordVisit(userId, now);
      if (isReviewDue(usage, now)) setDue({ usage, now });
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(check, { timeout: 5000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(check, 200);
    return () => window.clearTimeout(handle);
  }, [userId]);
  return due ? (
    <Suspense fallback={null}>
      <ReviewPrompt userId={userId} {...due} />
    </Suspense>
  ) : null;
}
