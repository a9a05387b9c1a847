/**
 * /ordering/products/fttp and its steps (spec 3 §2): the FTTP order funnel. Takes the signed-in user's id from the shell
 * (as the raise funnel does: drafts are kept per user). A placeholder until the funnel lands.
 */
export function FttpOrderPage({ userId }: { userId: string | undefined }) {
  return (
    <section aria-labelledby="fttp-heading" aria-busy={!userId}>
      <h1 id="fttp-heading">FTTP Order</h1>
    </section>
  );
}
