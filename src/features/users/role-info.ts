import type { RoleName } from '@/contracts/users';
import { sectionPaths } from '@/lib/section-paths';

/**
 * Spec 1 §6: role descriptions link to a help article. The sandbox's knowledge base has one, 'Roles and what they allow'
 * (KB0010037, seeded in server/seed/knowledge/content.ts); its words are the descriptions here.
 */
export const rolesHelpHref = `${sectionPaths.knowledge.path}/articles/KB0010037`;

export const roleDescriptions: Record<RoleName, string> = {
  Admin: 'Users and invitations',
  Billing: 'Invoices',
  Developer: 'Developer tools',
  Export: 'Exports',
  Ordering: 'Orders',
  Support: 'Incidents and services',
};
