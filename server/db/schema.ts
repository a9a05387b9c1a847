// The sandbox's database schema: one module per area (server/db/schema-<area>.ts); drizzle.config reads this file.
export * from './schema-billing';
export * from './schema-contact';
export * from './schema-developer';
export * from './schema-ethernet';
export * from './schema-feedback';
export * from './schema-forecasts';
export * from './schema-identity';
export * from './schema-incidents';
export * from './schema-knowledge';
export * from './schema-live-chat';
export * from './schema-monitoring';
export * from './schema-notifications';
export * from './schema-orders';
export * from './schema-ptw';
export * from './schema-service-actions';
export * from './schema-services';
export * from './schema-users';
