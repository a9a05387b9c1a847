import { render, screen, waitFor } from '@testing-library/react';
import { FunnelSteps } from '@/components/funnel-steps';

// GOV.UK's multi-page forms: a new step takes focus to its heading; focus never drops to the page's body.
function Funnel({ step, busy = false }: { step: 0 | 1; busy?: boolean }) {
  return (
    <section>
      <h1>Order</h1>
      <FunnelSteps titles={['Availability', 'Products']} current={step} />
      {step === 0 ? (
        <div>
          <h2>Check Availability</h2>
          <input aria-label="Postcode" disabled={busy} />
        </div>
      ) : (
        <div>
          <h2>Select a Product</h2>
        </div>
      )}
    </section>
  );
}

describe('the funnels’ step focus (src/components/step-focus.ts)', () => {
  it('leaves focus alone when the page opens on a step, and moves it to the new step’s heading on a step change', async () => {
    const { rerender } = render(<Funnel step={0} />);
    expect(screen.getByRole('heading', { name: 'Check Availability' })).not.toHaveFocus();
    rerender(<Funnel step={1} />);
    const heading = screen.getByRole('heading', { name: 'Select a Product' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('gives focus to the step’s heading when the focused control is disabled (Enter in a busy postcode search)', async () => {
    const { rerender } = render(<Funnel step={0} />);
    screen.getByRole('textbox', { name: 'Postcode' }).focus();
    rerender(<Funnel step={0} busy />);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Check Availability' })).toHaveFocus());
  });
});
