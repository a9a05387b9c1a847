import { queryOptions } from '@tanstack/react-query';
import { getUser } from '@/api/users';

/** Account settings' own record (GET /users/{id}: one's own record is always readable). */
export const accountKeys = {
  all: ['account'] as const,
  user: (id: string) =>
    queryOptions({ queryKey: [...accountKeys.all, 'user', id] as const, queryFn: ({ signal }) => getUser(id, signal) }),
};
