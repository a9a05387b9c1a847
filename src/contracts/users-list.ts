import { z } from 'zod';
import { paginated } from './pagination';
import { role, user } from './users';

/** GET /users (users service): one page of the organisation's users. */
export const usersPage = paginated(user);
export type UsersPage = z.infer<typeof usersPage>;

/** GET /roles (users service). */
const rolesResponse = z.object({ data: z.array(role) });
export type RolesResponse = z.infer<typeof rolesResponse>;
