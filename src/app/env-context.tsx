import { createContext, type ReactNode, useContext } from 'react';
import type { Env } from '@/app/env';

const EnvContext = createContext<Env | null>(null);

export function EnvProvider({ env, children }: { env: Env; children: ReactNode }) {
  return <EnvContext.Provider value={env}>{children}</EnvContext.Provider>;
}

export function useEnv(): Env {
  const env = useContext(EnvContext);
  if (!env) throw new Error('useEnv must be used inside EnvProvider');
  return env;
}
