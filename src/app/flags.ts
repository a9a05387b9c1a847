import { queryOptions, useQuery } from '@tanstack/react-query';
import { getFeatureFlag, getProductFamilies, noProductFamilies } from '@/api/flags';
import type { AccessContext, ShellFlags } from '@/app/access';
import { shellFlagNames } from '@/app/access';
import type { CurrentUser } from '@/app/auth/current-user';

export const flagKeys = {
  all: ['flags'] as const,
  shell: (orgId: string) => [...flagKeys.all, 'shell', orgId] as const,
  families: (orgId: string) => [...flagKeys.all, 'product-families', orgId] as const,
};

/** The shell's flags, fetched in parallel; one failing flag counts as off rather than hiding the whole menu. */
export const shellFlagsQuery = (orgId: string) =>
  queryOptions({
    queryKey: flagKeys.shell(orgId),
    queryFn: async ({ signal }): Promise<ShellFlags> => {
      const values = await Promise.all(
        shellFlagNames.map((name) => getFeatureFlag(name, false, signal).catch(() => false)),
      );
      return Object.fromEntries(shellFlagNames.map((name, i) => [name, values[i] ?? false])) as ShellFlags;
    },
  });

/** Spec 1 §6: loading product families needs read:ordering; without it the organisation has no products here. */
export const productFamiliesQuery = (orgId: string, canLoad: boolean) =>
  queryOptions({
    queryKey: flagKeys.families(orgId),
    queryFn: ({ signal }) => (canLoad ? getProductFamilies(orgId, { signal }) : Promise.resolve(noProductFamilies)),
  });

/** Flags, families, roles and permissions of the signed-in user, or undefined while they load. */
export function useAccessContext(user: CurrentUser | undefined): AccessContext | undefined {
  const orgId = user?.orgId ?? '';
  const canLoadFamilies = user?.permissions.includes('read:ordering') ?? false;
  const flags = useQuery({ ...shellFlagsQuery(orgId), enabled: user !== undefined });
  const families = useQuery({
    ...productFamiliesQuery(orgId, canLoadFamilies),
    enabled: user !== undefined,
  });
  if (!user || !flags.data || !families.data) return undefined;
  return { flags: flags.data, families: families.data, permissions: user.permissions, roles: user.roles };
}
