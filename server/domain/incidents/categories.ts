import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businessServiceCategories, incidentFaultCategories } from '../../db/schema';

/** Fault categories of an incident, in the provider's order. */
export function faultCategories(db: Db) {
  return db
    .select({ id: incidentFaultCategories.id, name: incidentFaultCategories.name })
    .from(incidentFaultCategories)
    .orderBy(asc(incidentFaultCategories.sortOrder));
}

/** Business service categories, legacy ones kept and flagged, in the provider's order. */
export function serviceCategories(db: Db) {
  return db
    .select({
      id: businessServiceCategories.id,
      name: businessServiceCategories.name,
      legacy: businessServiceCategories.legacy,
      isAppointable: businessServiceCategories.isAppointable,
    })
    .from(businessServiceCategories)
    .orderBy(asc(businessServiceCategories.sortOrder));
}
