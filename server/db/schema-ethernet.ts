import { doublePrecision, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

// Ethernet ordering (migration 0006): the Ethernet gazetteer, points of presence, ENNIs per organisation and metro
// product requests. Ethernet orders themselves are rows of `orders` (order_type 'ethernet', their fields in details).
// org_id columns reference organisations in the migration; they are plain columns here so this module stays a leaf.

/**
 * Properties the Ethernet lookup (GET /combined-postcode-lookup) knows, with what each scenario needs: the variants its
 * area can have, where it is (its distance to the nearest point of presence gives the RAG status) and how its products
 * answer. Kept apart from the FTTP gazetteer so neither's scenarios move the other's.
 */
export const ethernetProperties = pgTable(
  'ethernet_properties',
  {
    uprn: text('uprn').primaryKey(),
    postcode: text('postcode').notNull(),
    postcodeKey: text('postcode_key').notNull(),
    address: text('address').notNull(),
    rfsCode: text('rfs_code').notNull(),
    rfsDefinition: text('rfs_definition').notNull(),
    /** metro, ffn or metro_ffn. */
    serviceArea: text('service_area').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** normal, or none (no products of either variant). */
    productsMode: text('products_mode').notNull().default('normal'),
    /** normal, or failing (every metro product request fails: 'Failed to retrieve Metro products.'). */
    metroMode: text('metro_mode').notNull().default('normal'),
    /** The ENNI tagging the property's over-FFN products hand off with (null: any of the organisation's ENNIs). */
    ffnTagging: text('ffn_tagging'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('ethernet_properties_postcode_key_idx').on(t.postcodeKey)],
);

/** The provider's points of presence: a product's RAG status comes from the distance to the nearest (spec 3 §9). */
export const pointsOfPresence = pgTable('points_of_presence', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});

/** An organisation's ENNIs (spec 3 §3 Ethernet product enni/ennis): tagging, handoff (access) and interconnect. */
export const ennis = pgTable(
  'ennis',
  {
    orgId: text('org_id').notNull(),
    identifier: text('identifier').notNull(),
    name: text('name').notNull(),
    /** Single Tag, Double Tag or Single and Double Tag. */
    tagging: text('tagging').notNull(),
    /** National or Local. */
    access: text('access').notNull(),
    interconnectService: text('interconnect_service').notNull(),
    opportunityName: text('opportunity_name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.identifier] })],
);

/**
 * Metro product requests (POST /request-products/): the products are fetched with the request id, pending for the first
 * poll; `failure` holds the message of a request that failed.
 */
export const metroProductRequests = pgTable(
  'metro_product_requests',
  {
    requestId: text('request_id').primaryKey(),
    orgId: text('org_id').notNull(),
    uprn: text('uprn').notNull(),
    polls: integer('polls').notNull().default(0),
    failure: text('failure'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('metro_product_requests_org_idx').on(t.orgId, t.createdAt)],
);
