import { render, screen, within } from '@testing-library/react';
import { FunnelSteps } from '@/components/funnel-steps';

const titles = ['Service Details', 'Incident Details', 'Submit Incident'];

describe('FunnelSteps', () => {
  it('lists the steps in order, marks the current one for screen readers and the earlier ones as done', () => {
    render(<FunnelSteps titles={titles} current={1} />);
    const items = within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '✓Service Details (done)',
      '2Incident Details',
      '3Submit Incident',
    ]);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[0]).not.toHaveAttribute('aria-current');
    expect(items[2]).not.toHaveAttribute('aria-current');
  });

  it('has nothing done on the first step', () => {
    render(<FunnelSteps titles={titles} current={0} />);
    expect(screen.queryByText(/\(done\)/)).toBeNull();
    expect(screen.getByText('Service Details').closest('li')).toHaveAttribute('aria-current', 'step');
  });
});
