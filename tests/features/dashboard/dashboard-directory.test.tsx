import { screen } from '@testing-library/react';
import type { HomeSummary } from '@/contracts/dashboard';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { configureTestHttp, jsonResponse, stubFetch } from '../support/http';
import { renderWithQuery } from '../support/render';

// What the sandbox sends a developer-only user or the sky view: no directory figures, no invitations
// (only directory readers see the users, only Admins the invitations).
const withoutDirectory: HomeSummary = {
  organisation: { id: 'org_north', name: 'Northfibre Networks Ltd', customer_id: 1001 },
  me: {
    user_id: 'usr_dev',
    name: 'Dev Developer',
    email: 'developer@northfibre.example',
    roles: ['Developer'],
    permissions: ['read:developer'],
    terms_accepted: true,
  },
  product_families: { family_ftth: true, family_ethernet: true, family_ftthl2b: false },
};

beforeEach(() => configureTestHttp());
afterEach(() => vi.unstubAllGlobals());

describe('DashboardPage without the user directory', () => {
  it('shows no Users card and no open invitations when the sandbox leaves them out', async () => {
    stubFetch(jsonResponse(200, { data: withoutDirectory }));
    renderWithQuery(<DashboardPage />);

    expect(await screen.findByText('Northfibre Networks Ltd')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your roles' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Users' })).not.toBeInTheDocument();
    expect(screen.queryByText('Open invitations')).not.toBeInTheDocument();
  });
});
