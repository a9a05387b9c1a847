import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OrderDetail } from '../../../src/contracts/orders';
import { idempotencyKeyPattern } from '../../domain/orders/idempotency';
import { type PlacementOutcome, PlacementRefused } from '../../domain/orders/placement';
import { HttpError, notFound, validationFailed } from '../errors';

// What every placing route of the orders service shares (FTTP, Ethernet, regrade): the Idempotency-Key, how a refused
// placement answers, and the status of a replayed one.

const idempotencyMessages = {
  required: 'An Idempotency-Key header is required to place an order',
  invalid: 'The Idempotency-Key header must be 1 to 255 visible characters',
} as const;

/** The Idempotency-Key of a placing request, or a 400 naming the header. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const raw = request.headers['idempotency-key'];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key) throw validationFailed({ 'Idempotency-Key': [idempotencyMessages.required] }, idempotencyMessages.required);
  if (!idempotencyKeyPattern.test(key)) {
    throw validationFailed({ 'Idempotency-Key': [idempotencyMessages.invalid] }, idempotencyMessages.invalid);
  }
  return key;
}

/** A refused placement as the API answers it: 400 with fields, 409 conflict, 404. */
function placementError(error: unknown): unknown {
  if (!(error instanceof PlacementRefused)) return error;
  if (error.kind === 'invalid') return validationFailed(error.fields ?? {}, error.message);
  if (error.kind === 'not_found') return notFound(error.message);
  return new HttpError(409, 'conflict', error.message, error.fields);
}

/** Replayed answers (200 with Idempotent-Replayed: true); new orders answer 201. */
const replayed = new WeakSet<object>();
export const placementStatus = (reply: FastifyReply) => (replayed.has(reply) ? 200 : 201);
function markReplayed(reply: FastifyReply) {
  replayed.add(reply);
  reply.header('Idempotent-Replayed', 'true');
}

/**
 * A placing route's answer: `place` runs with the request's Idempotency-Key; a replay is marked (200, the header), a
 * new order answers 201, a refusal as the API answers it.
 */
export async function placeOnce(
  request: FastifyRequest,
  reply: FastifyReply,
  place: (key: string) => Promise<PlacementOutcome>,
): Promise<{ data: OrderDetail }> {
  const key = idempotencyKeyOf(request);
  try {
    const outcome = await place(key);
    if (outcome.replayed) markReplayed(reply);
    return { data: outcome.order };
  } catch (error) {
    throw placementError(error);
  }
}
