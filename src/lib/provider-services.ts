/** The provider's services, one base address each (README "API conventions"): the SPA's clients and the sandbox's. */
export const serviceNames = [
  'orders',
  'incidents',
  'issues',
  'services',
  'knowledge',
  'notifications',
  'users',
  'billing',
  'developer',
  'reporting',
] as const;
export type ServiceName = (typeof serviceNames)[number];
