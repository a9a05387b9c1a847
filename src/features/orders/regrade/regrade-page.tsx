/**
 * /ordering/products/regrade and its steps (spec 3 §2 Regrade wizard). Drafts are kept per user, so the route passes
 * the signed-in user's id from the shell (like src/app/raise-incident-route.tsx does for the raise funnel).
 */
export function RegradePage({ userId }: { userId: string | undefined }) {
  return (
    <section aria-labelledby="regrade-heading" aria-busy={!userId}>
      <h1 id="regrade-heading">Regrade Order</h1>
    </section>
  );
}
