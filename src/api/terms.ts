import { request } from '@/api/http';
import { type User, userResponse } from '@/contracts/users';

/**
 * POST {users}/terms_accepted: the signed-in user accepts the terms under the name they typed (spec 1 §7). Its own
 * module: the terms prompt is in the shell's first load, the rest of the users calls are not.
 */
export async function acceptTerms(name: string): Promise<User> {
  const response = await request('users', '/terms_accepted', {
    method: 'POST',
    body: { name, terms_accepted: true },
    schema: userResponse,
  });
  return response.data;
}
