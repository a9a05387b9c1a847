import { Suspense, useEffect, useState } from 'react';
import { QuietBoundary } from '@/app/layout/quiet-boundary';
import { ReviewCheck } from '@/app/lazy-pages';

const firstUse = ['pointerdown', 'keydown'] as const;

/**
 * The review widget's place in the layout. A visit counts once the user first uses the page (a click, a tap or a key),
 * not when a tab merely opens; only then is the small check fetched (features/feedback/review-check.tsx), so the
 * first load carries none of it.
 */
export function ReviewPromptSlot({ userId }: { userId: string }) {
  const [used, setUsed] = useState(false);
  useEffect(() => {
    const use = () => setUsed(true);
    for (const type of firstUse) window.addEventListener(type, use, { capture: true, once: true });
    return () => {
      for (const type of firstUse) window.removeEventListener(type, use, { capture: true });
    };
  }, []);
  return used ? (
    <QuietBoundary>
      <Suspense fallback={null}>
        <ReviewCheck userId={userId} />
      </Suspense>
    </QuietBoundary>
  ) : null;
}
