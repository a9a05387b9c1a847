import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiTicketMessages } from '@/contracts/developer';
import { ApiSupportTicketDialog } from '@/features/developer/api-support-ticket-dialog';
import { renderAt } from '../contact/fixtures';
import { jsonResponse, requestsOf, routeFetch } from '../support/http';

const credentials = '/api/developer/v1/app-credentials';
const tickets = '/api/developer/v1/support-tickets';
const active = {
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
};
const revoked = { ...active, id: 'crd_BBBBBBBBBBBBBBBB', name: 'Old sync', client_id: 'fwc_B', status: 'revoked' };
const credentialList = jsonResponse(200, {
  data: [active, revoked],
  available_scopes: ['read:support'],
  token_endpoint: 'https://localhost:8443/oidc/token',
});

describe('API Support Ticket dialog', () => {
  it('offers only active credentials, shows the sandbox’s refusal on its field, and the reference once stored', async () => {
    const user = userEvent.setup();
    let posts = 0;
    const requests = routeFetch({
      [credentials]: credentialList,
      [`POST ${tickets}`]: () => {
        posts += 1;
        return posts === 1
          ? jsonResponse(400, {
              error: {
                status: 400,
                code: 'validation_failed',
                message: 'Some fields are not valid',
                fields: { client_id: [apiTicketMessages.unknownCredential] },
              },
            })
          : jsonResponse(201, {
              data: {
                id: 'apt_1',
                reference: 'API-000042',
                category: 'Errors',
                subject: 'Refused',
                status: 'Open',
                created_at: '2026-11-28T09:00:00.000Z',
              },
            });
      },
    });
    renderAt(<ApiSupportTicketDialog openRequests={1} />, '/developer-tools/app-credentials');
    const dialog = await screen.findByRole('dialog', { name: 'API Support Ticket' });
    await user.click(within(dialog).getByLabelText('What is it about?'));
    await user.click(await screen.findByTitle('Errors'));
    await user.type(within(dialog).getByLabelText('Subject'), 'Refused');
    await user.type(within(dialog).getByLabelText('Describe the problem'), 'A 401 on every call.');
    await user.click(within(dialog).getByLabelText('Credential (optional)'));
    expect(screen.queryByTitle(/Old sync/)).not.toBeInTheDocument();
    await user.click(await screen.findByTitle('Network monitoring (fwc_AAAAAAAAAAAAAAAAAAAAAAAA)'));
    await user.click(within(dialog).getByRole('button', { name: 'Send ticket' }));
    expect(await within(dialog).findByText(apiTicketMessages.unknownCredential)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('Refused');
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Ticket API-000042 sent')).toBeInTheDocument();
    const sent = requestsOf(requests).filter((r) => r.method === 'POST');
    expect(sent).toHaveLength(2);
    expect(await sent[1]?.json()).toEqual({
      category: 'Errors',
      subject: 'Refused',
      description: 'A 401 on every call.',
      client_id: 'fwc_AAAAAAAAAAAAAAAAAAAAAAAA',
    });
  });
});
