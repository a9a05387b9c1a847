/**
 * /ordering/products/fttp and its steps (spec 3 §2): the FTTP order funnel. Takes the signed-in user's id and organisation
 * from the shell (drafts are kept per user, as the raise funnel's; flags are the organisation's one cached answer).
 * Wire it like src/app/raise-incident-route.tsx: `<FttpOrderPage userId={user?.id} orgId={user?.orgId} />`.
 * A placeholder until the funnel lands.
 */
export function FttpOrderPage({ userId, orgId }: { userId: string | undefined; orgId: string | undefined }) {
  return (
    <section aria-labelledby="fttp-heading" aria-busy={!userId || !orgId}>
      <h1 id="fttp-heading">FTTP Order</h1>
    </section>
  );
}
