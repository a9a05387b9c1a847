import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { ServiceActionResult } from '../../../../src/contracts/service-actions';
import type { Db } from '../../../db/client';
import { type ServiceRow, serviceHistory, services } from '../../../db/schema-services';
import { sandboxNow } from '../../incidents/clock';
import { type ServiceActionFlag, serviceActionFlags } from '../action-flags';
import { ceaseDueIn } from '../cease';

export type FieldErrors = Record<string, string[]>;

/** Why an action was not applied: the route answers 404, 409 or 400 with fields. */
export class ServiceActionRefused extends Error {
  constructor(
    public readonly kind: 'not_found' | 'conflict' | 'invalid',
    message: string,
    public readonly fields?: FieldErrors,
  ) {
    super(message);
  }
}

export const serviceNotFound = () => new ServiceActionRefused('not_found', 'Service not found');
export const invalidFields = (fields: FieldErrors) =>
  new ServiceActionRefused('invalid', 'Some fields are not valid', fields);

/** Who asked: the history row names them (a `portal_` type: shown by name, spec 2 §3). */
export interface Caller {
  orgId: string;
  userId: string;
  name: string;
}

/** What an action step sees: the locked service row, the transaction, the sandbox's now, the service's flags now. */
export interface ActionScope {
  tx: Db;
  service: ServiceRow;
  now: Date;
  caller: Caller;
  flags: ReturnType<typeof serviceActionFlags>;
}

/** What an action step answers: nothing to do (the same request again: replayed), or the change and its history. */
export type ActionChange =
  | { replay: true; historyType: string }
  | {
      replay?: false;
      /** Columns of the services row to set (updated_at is added). */
      set: Partial<typeof services.$inferInsert>;
      history: { type: string; action: string; extraInfo: string | null };
      /** More writes in the same transaction (a comment, the contact's care row). */
      also?: (tx: Db) => Promise<void>;
    };

/** The refusal of an action whose flag is off (409): the sandbox checks it whatever the portal showed. */
export function requireFlag(scope: ActionScope, flag: ServiceActionFlag, message: string): void {
  if (!scope.flags[flag]) throw new ServiceActionRefused('conflict', message);
}

/**
 * Runs one service action in one transaction: the caller's service locked (another organisation's is not found), the
 * flags of its state on the sandbox clock, the step's check and change, the services row, its history row and any
 * other write together; a replay (the same request again, e.g. a double click) changes nothing and answers the last
 * history row of its kind.
 */
export async function runServiceAction(
  db: Db,
  input: { caller: Caller; serviceId: string; action: string },
  step: (scope: ActionScope) => Promise<ActionChange> | ActionChange,
): Promise<ServiceActionResult> {
  const now = await sandboxNow(db);
  // A cease whose date has come is applied first, on its own (a refused action must not roll it back): the action
  // then sees the service Ceased, with its flags off.
  await ceaseDueIn(db, input.caller.orgId, now, input.serviceId);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [service] = await tx
      .select()
      .from(services)
      .where(and(eq(services.id, input.serviceId), eq(services.orgId, input.caller.orgId)))
      .for('update');
    if (!service) throw serviceNotFound();
    const flags = serviceActionFlags(
      {
        status: service.status,
        productFamily: service.productFamily,
        requestedDate: service.requestedDate,
        ponrTime: service.ponrTime,
        ispSwitchGaining: service.ispSwitchGaining,
        switchDate: service.switchDate,
      },
      now,
    );
    const change = await step({ tx, service, now, caller: input.caller, flags });
    if (change.replay) {
      const [last] = await tx
        .select({ id: serviceHistory.id })
        .from(serviceHistory)
        .where(and(eq(serviceHistory.serviceId, service.id), eq(serviceHistory.type, change.historyType)))
        .orderBy(desc(serviceHistory.createdAt), desc(serviceHistory.id))
        .limit(1);
      return {
        service_id: service.id,
        action: input.action,
        status: service.status,
        history_id: last?.id ?? '',
        replayed: true,
      };
    }
    const [updated] = await tx
      .update(services)
      .set({ ...change.set, updatedAt: now })
      .where(eq(services.id, service.id))
      .returning({ status: services.status });
    const historyId = `svh_${randomUUID().replaceAll('-', '')}`;
    await tx.insert(serviceHistory).values({
      id: historyId,
      serviceId: service.id,
      orgId: service.orgId,
      createdAt: now,
      type: change.history.type,
      userId: input.caller.userId,
      userName: input.caller.name,
      action: change.history.action,
      extraInfo: change.history.extraInfo,
    });
    await change.also?.(tx);
    return {
      service_id: service.id,
      action: input.action,
      status: updated?.status ?? service.status,
      history_id: historyId,
      replayed: false,
    };
  });
}
