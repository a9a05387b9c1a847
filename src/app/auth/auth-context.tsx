import { useMsal } from '@azure/msal-react';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import type { AuthService } from '@/app/auth/auth-service';
import { currentUserQuery } from '@/app/auth/current-user';

const AuthContext = createContext<AuthService | null>(null);

export function AuthProvider({ auth, children }: { auth: AuthService; children: ReactNode }) {
  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthService {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside AuthProvider');
  return auth;
}

/** The signed-in user from the access token; undefined until the token has been read. */
export function useCurrentUser() {
  const auth = useAuth();
  const { accounts } = useMsal();
  const accountId = auth.account()?.homeAccountId ?? accounts[0]?.homeAccountId ?? '';
  return useQuery({ ...currentUserQuery(auth, accountId), enabled: accountId !== '' });
}
