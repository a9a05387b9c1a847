import { describe, expect, it } from 'vitest';
import { permissionsFor } from '../../server/identity/account-claims';
import { dropOfflineAccessOnRefresh } from '../../server/identity/mount-provider';
import { rewriteSelectAccount } from '../../server/identity/provider-middleware';

describe('identity: request rewrites and permissions', () => {
  it('drops offline_access from the scope of a refresh_token grant only', () => {
    const refreshBody = 'grant_type=refresh_token&refresh_token=rt&scope=openid+offline_access+portal.api';
    expect(new URLSearchParams(dropOfflineAccessOnRefresh(refreshBody)).get('scope')).toBe('openid portal.api');
    expect(new URLSearchParams(dropOfflineAccessOnRefresh(refreshBody)).get('refresh_token')).toBe('rt');
    const codeBody = 'grant_type=authorization_code&code=c&scope=openid+offline_access';
    expect(dropOfflineAccessOnRefresh(codeBody)).toBe(codeBody);
    expect(dropOfflineAccessOnRefresh('grant_type=refresh_token&refresh_token=rt')).toBe(
      'grant_type=refresh_token&refresh_token=rt',
    );
  });

  it('asks for a fresh sign-in where MSAL asks to select an account', () => {
    expect(new URLSearchParams(rewriteSelectAccount('prompt=select_account&state=s')).get('prompt')).toBe('login');
    expect(new URLSearchParams(rewriteSelectAccount('prompt=select_account+login')).get('prompt')).toBe('login');
    expect(rewriteSelectAccount('prompt=none&state=s')).toBe('prompt=none&state=s');
  });

  it('grants the union of the roles’ permissions in the contract’s order', () => {
    expect(permissionsFor(['Support', 'Admin', 'Ordering'])).toEqual(['read:ordering', 'read:support', 'manage:users']);
    expect(permissionsFor(['Developer'])).toEqual(['read:developer']);
    expect(permissionsFor([])).toEqual([]);
  });
});
