import { z } from 'zod';
import { productFamilies } from './flags';
import { orderCounts, orderRow } from './orders';
import { permission, roleName } from './users';

const invoiceBalance = z.object({
  count: z.number().int().min(0),
  /** What is left to pay: totals less deposited payments and applied credit notes. */
  balance_pence: z.number().int().min(0),
});

/** Whose appointment it is: an order's install (its type decides its page), an incident's or a service's visit. */
const appointmentKinds = ['fttp_order', 'ethernet_order', 'incident', 'service'] as const;
const weekAppointment = z.object({
  kind: z.enum(appointmentKinds),
  /** The record's id, for its page. */
  id: z.string(),
  /** What the user knows it by: the buyer order reference, the incident number or the service reference. */
  reference: z.string(),
  date: z.iso.date(),
  start_time: z.string(),
  end_time: z.string(),
});
export type WeekAppointment = z.infer<typeof weekAppointment>;

/** GET /home (orders service): what the dashboard shows about the signed-in organisation, in one call. */
const homeSummary = z.object({
  organisation: z.object({ id: z.string(), name: z.string(), customer_id: z.number().int() }),
  /** The caller as the database has them now (the token may be a few minutes older). */
  me: z.object({
    user_id: z.string(),
    name: z.string(),
    email: z.string(),
    roles: z.array(roleName),
    permissions: z.array(permission),
    terms_accepted: z.boolean(),
  }),
  /** Absent unless the caller may read the user directory (the figures follow the page they summarise). */
  users: z
    .object({
      total: z.number().int().min(0),
      /** Every role present, zero when nobody holds it. */
      by_role: z.record(roleName, z.number().int().min(0)),
    })
    .optional(),
  product_families: productFamilies,
  /** Absent unless the caller may manage invitations (Admins, spec 1 §2). */
  invitations: z.object({ open: z.number().int().min(0) }).optional(),
  /** The five newest colleagues, newest first; absent unless the caller may read the user directory. */
  recent_users: z
    .array(z.object({ user_id: z.string(), name: z.string(), email: z.string(), created_at: z.string() }))
    .optional(),
  /**
   * Orders in progress by status and the five latest orders (both types); absent unless the caller may use ordering
   * (read:ordering, the ordering flag, not the sky view).
   */
  orders: z.object({ counts: orderCounts, latest: z.array(orderRow) }).optional(),
  /**
   * Unpaid invoices and what is left to pay on them, in pence; absent unless the caller may use billing (read:billing,
   * the billing flag, not the sky view).
   */
  billing: z
    .object({
      open: invoiceBalance,
      overdue: invoiceBalance,
      /** Orders the provider holds until the overdue balance is paid. */
      orders_on_hold: z.number().int().min(0),
    })
    .optional(),
  /**
   * Engineer appointments this week (Monday to Sunday, UK time), of the areas the caller may use: orders' installs,
   * incidents' and services' visits. Absent when the caller may use none of them.
   */
  appointments: z
    .object({
      from: z.iso.date(),
      to: z.iso.date(),
      /** How many there are this week; `items` holds the first few by day and time. */
      total: z.number().int().min(0),
      items: z.array(weekAppointment),
    })
    .optional(),
});
export type HomeSummary = z.infer<typeof homeSummary>;

export const homeResponse = z.object({ data: homeSummary });
export type HomeResponse = z.infer<typeof homeResponse>;
