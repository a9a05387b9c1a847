import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { featureFlagsQuery, flagKeys, getProductFamilies, noProductFamilies } from '@/api/flags';
import type { AccessContext, ShellFlags } from '@/app/access';
import { shellFlagNames } from '@/app/access';
import type { CurrentUser } from '@/app/auth/current-user';

/** The shell's flags out of the organisation's one answer. */
const shellFlagsOf = (flags: Partial<Record<string, boolean>>): ShellFlags =>
  Object.fromEntries(shellFlagNames.map((name) => [name, flags[name] ?? false])) as ShellFlags;

// A failed flags request draws the shell with every flag off rather than never drawing it; not cached, so the next
// page load asks again.
const allShellFlagsOff = shellFlagsOf({});

/** Spec 1 §6: loading product families needs read:ordering; without it the organisation has no products here. */
const productFamiliesQuery = (orgId: string, canLoad: boolean) =>
  queryOptions({
    queryKey: flagKeys.families(orgId),
    queryFn: ({ signal }) => (canLoad ? getProductFamilies(orgId, { signal }) : Promise.resolve(noProductFamilies)),
  });

const canLoadFamilies = (user: CurrentUser | undefined) => user?.permissions.includes('read:ordering') ?? false;

/** Flags, families, roles and permissions of the signed-in user, or undefined while they load. */
export function useAccessContext(user: CurrentUser | undefined): AccessContext | undefined {
  const orgId = user?.orgId ?? '';
  const flags = useQuery({ ...featureFlagsQuery(orgId), select: shellFlagsOf, enabled: user !== undefined });
  const families = useQuery({
    ...productFamiliesQuery(orgId, canLoadFamilies(user)),
    enabled: user !== undefined,
  });
  const shellFlags = flags.isError ? allShellFlagsOff : flags.data;
  if (!user || !shellFlags || !families.data) return undefined;
  return { flags: shellFlags, families: families.data, permissions: user.permissions, roles: user.roles };
}

/** The same access context out of the same two queries, for calls started before the first render (warm-start.ts). */
export async function loadAccessContext(queryClient: QueryClient, user: CurrentUser): Promise<AccessContext> {
  const [flags, families] = await Promise.all([
    queryClient.fetchQuery(featureFlagsQuery(user.orgId)).then(shellFlagsOf, () => allShellFlagsOff),
    queryClient.fetchQuery(productFamiliesQuery(user.orgId, canLoadFamilies(user))),
  ]);
  return { flags, families, permissions: user.permissions, roles: user.roles };
}
