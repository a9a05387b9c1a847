import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { roleNames, type User } from '@/contracts/users';
import { UsersPage } from '@/features/users/users-page';
import { renderAt } from '../contact/fixtures';
import { jsonResponse, routeFetch, urlsOf } from '../support/http';

const user: User = {
  user_id: 'usr_ann',
  email: 'ann.example@northfibre.example',
  name: 'Ann Example',
  roles: [{ id: 'rol_AAAAAAAAAAAAAAAA', name: 'Billing' }],
  created_at: '2026-03-01T23:30:00.000Z',
  created_by: null,
  logins_count: 0,
  terms_accepted: true,
};
const page = { current_page: 1, from: 1, to: 1, per_page: 10, total: 1, data: [user] };
const admin = { user_id: 'usr_admin', permissions: ['manage:users'] as const };

describe('users list', () => {
  it('filters by role (All plus each role) as role= in the address and the role filter, the search spaces escaped', async () => {
    const requests = routeFetch({ '/users': jsonResponse(200, page) });
    const { current } = renderAt(<UsersPage caller={admin} />, '/user-management/users');
    const role = await screen.findByRole('combobox', { name: 'Role' });
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', ...roleNames]);
    await userEvent.selectOptions(role, 'Billing');
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'Ann Example{Enter}');
    await waitFor(() => expect(current()).toContain('q=Ann+Example'));
    expect(current()).toMatch(/[?&]role=Billing(&|$)/);
    expect(current()).not.toContain('status=');
    await waitFor(() => {
      const last = urlsOf(requests).at(-1);
      expect(last?.searchParams.get('filters')).toBe(
        JSON.stringify({ field: 'role', operator: 'eq', value: 'Billing' }),
      );
      expect(last?.searchParams.get('q')).toBe('Ann\\ Example');
    });
    // The user's panel behind Manage, with the Admin's actions.
    await userEvent.click(await screen.findByRole('button', { name: 'Manage Ann Example' }));
    expect(await screen.findByRole('button', { name: 'Delete user' })).toBeInTheDocument();
  });

  it('offers a user on themself only what the sandbox lets them: rename and their own reset link', async () => {
    routeFetch({ '/users': jsonResponse(200, page), '/users/usr_ann': jsonResponse(200, { data: user }) });
    renderAt(<UsersPage caller={{ user_id: 'usr_ann', permissions: [] }} />, '/user-management/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Manage Ann Example' }));
    const actions = await screen.findByRole('group', { name: 'Actions for Ann Example' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Edit name', 'Reset password']);
  });
});
