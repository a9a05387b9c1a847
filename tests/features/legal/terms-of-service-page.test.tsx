import { render, screen } from '@testing-library/react';
import { TermsOfServicePage } from '@/features/legal/terms-of-service-page';
import { termsSections } from '@/features/legal/terms-of-service-sections';

describe('TermsOfServicePage', () => {
  it('shows the terms under a page heading with one heading per section', () => {
    render(<TermsOfServicePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    const sectionHeadings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sectionHeadings).toEqual(termsSections.map((s) => s.heading));
    expect(screen.getByRole('region', { name: '3. Your account' })).toHaveTextContent(/sign-in details are personal/);
  });
});
