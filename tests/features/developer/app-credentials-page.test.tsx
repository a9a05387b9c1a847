import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppCredential } from '@/contracts/developer';
import { AppCredentialsPage } from '@/features/developer/app-credentials-page';
import { renderAt } from '../contact/fixtures';
import { jsonResponse, requestsOf, routeFetch } from '../support/http';

const credential = (over: Partial<AppCredential> = {}): AppCredential => ({
  id: 'crd_AAAAAAAAAAAAAAAA',
  name: 'Network monitoring',
  client_id: 'fwc_AAAAAAAAAAAAAAAAAAAAAAAA',
  secret_hint: 'wxyz',
  scopes: ['read:support'],
  status: 'active',
  created_at: '2026-10-29T10:00:00.000Z',
  created_by: 'Dev Developer',
  secret_created_at: '2026-10-29T10:00:00.000Z',
  last_used_at: null,
  revoked_at: null,
  ...over,
});
const list = (rows: AppCredential[]) => ({
  data: rows,
  available_scopes: ['read:support', 'read:ordering'],
  token_endpoint: 'https://localhost:8443/oidc/token',
});
const base = '/api/developer/v1/app-credentials';

describe('API App Credentials page', () => {
  it('lists credentials with client id, scopes, created date (dd/MM/yyyy), last use and status', async () => {
    routeFetch({ [base]: jsonResponse(200, list([credential()])) });
    renderAt(<AppCredentialsPage />, '/developer-tools/app-credentials');
    const table = await screen.findByRole('table', { name: 'App credentials' });
    const row = within(table).getByRole('row', { name: /Network monitoring/ });
    expect(row).toHaveTextContent('fwc_AAAAAAAAAAAAAAAAAAAAAAAA');
    expect(row).toHaveTextContent('read:support');
    expect(row).toHaveTextContent('29/10/2026 by Dev Developer');
    expect(row).toHaveTextContent('Never');
    expect(row).toHaveTextContent('Active');
  });

  it('creates a credential and shows its secret once, with a warning', async () => {
    const created = credential({ id: 'crd_BBBBBBBBBBBBBBBB', name: 'Ticket sync' });
    const requests = routeFetch({
      [base]: jsonResponse(200, list([])),
      [`POST ${base}`]: jsonResponse(201, { data: created, client_secret: 'fws_the-secret-wxyz' }),
    });
    renderAt(<AppCredentialsPage />, '/developer-tools/app-credentials');
    await screen.findByText('No credentials yet');
    await userEvent.click(screen.getByRole('button', { name: 'Create credential' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create credential' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Please add a name to proceed')).toBeInTheDocument();
    expect(await within(dialog).findByText('Please choose at least one scope')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Ticket sync');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /read:support/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    const shown = await screen.findByRole('dialog', { name: 'Credential created' });
    expect(within(shown).getByText('fws_the-secret-wxyz')).toBeInTheDocument();
    expect(within(shown).getByText(/It will not be shown again/)).toBeInTheDocument();
    const posted = requestsOf(requests).find((r) => r.method === 'POST');
    expect(await posted?.clone().json()).toEqual({ name: 'Ticket sync', scopes: ['read:support'] });
    await userEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    // Opened again, the dialog is the empty form: the secret is gone for good.
    await userEvent.click(screen.getByRole('button', { name: 'Create credential' }));
    const again = await screen.findByRole('dialog', { name: 'Create credential' });
    expect(within(again).getByLabelText('Name')).toHaveValue('');
    expect(within(again).queryByText('fws_the-secret-wxyz')).not.toBeInTheDocument();
  });

  it('revokes only after a confirmation that names the credential', async () => {
    const requests = routeFetch({
      [base]: jsonResponse(200, list([credential()])),
      [`POST ${base}/crd_AAAAAAAAAAAAAAAA/revoke`]: jsonResponse(200, { data: credential({ status: 'revoked' }) }),
    });
    renderAt(<AppCredentialsPage />, '/developer-tools/app-credentials');
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke Network monitoring' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke credential' });
    expect(dialog).toHaveTextContent('Revoke Network monitoring?');
    expect(requestsOf(requests).some((r) => r.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke credential' }));
    expect(await screen.findByText('Network monitoring has been revoked')).toBeInTheDocument();
  });
});
