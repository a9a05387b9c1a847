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
  // The real-time service's HTTP side: pusher-js's channel authorisation (the WebSocket itself is at /app/{key}).
  'realtime',
] as const;
export type ServiceName = (typeof serviceNames)[number];
