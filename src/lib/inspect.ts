import type { AnyEventObject, InspectionEvent, MachineContext } from 'xstate';

// Live inspection of the portal's state machines in the Stately inspector (ARCHITECTURE.md "Stately inspector").
// Everything sent there leaves the browser, so tokens and personal data are removed first.

const REDACTED = '[redacted]';
/** Keys whose values are secrets or personal data, compared lower-cased without `_` and `-`. */
const SENSITIVE_KEY_PARTS = ['token', 'secret', 'password', 'authorization', 'cookie', 'email', 'phone', 'mobile'];
const SENSITIVE_KEYS = new Set([
  'name',
  'fullname',
  'firstname',
  'lastname',
  'givenname',
  'familyname',
  'surname',
  'displayname',
  'username',
  'preferredusername',
  'telephone',
  'tel',
  'contactnumber',
  'contactname',
]);
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
// UK numbers: +44 or 0, then 9–10 more digits, spaces, dashes or brackets allowed between them.
const UK_PHONE = /(?:\+44\s?\(?0?\)?|\b0)(?:[\s-]?\(?\d\)?){9,10}\b/g;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;

function isSensitiveKey(key: string): boolean {
  const normalised = key.toLowerCase().replace(/[_-]/g, '');
  return SENSITIVE_KEYS.has(normalised) || SENSITIVE_KEY_PARTS.some((part) => normalised.includes(part));
}

function sanitizeString(value: string): string {
  return value.replace(JWT, '[token]').replace(EMAIL, '[email]').replace(UK_PHONE, '[phone]');
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && [Object.prototype, null].includes(Object.getPrototypeOf(value));

/**
 * A copy of `value` without tokens, secrets, emails, names or phone numbers: sensitive keys (at any depth) are
 * redacted, and emails, UK phone numbers and JWTs inside other strings are masked. Event `type`s are kept.
 */
export function sanitizeForInspection<T>(value: T, seen = new WeakSet<object>()): T {
  if (typeof value === 'string') return sanitizeString(value) as T;
  if (value instanceof Error) return { name: value.name, message: sanitizeString(value.message) } as T;
  if (Array.isArray(value) || isPlainObject(value)) {
    if (seen.has(value)) return '[circular]' as T;
    seen.add(value);
    if (Array.isArray(value)) return value.map((item) => sanitizeForInspection(item, seen)) as T;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        key !== 'type' && isSensitiveKey(key) && item != null ? REDACTED : sanitizeForInspection(item, seen),
      ]),
    ) as T;
  }
  // Functions, class instances (actor refs, state nodes) and primitives pass through; the inspector serialises them.
  return value;
}

/** True when `?inspect=1` is in the address or the build flag (VITE_XSTATE_INSPECT) is `1`/`true`. */
export function isInspectionEnabled({ search, flag }: { search: string; flag?: string | undefined }): boolean {
  return new URLSearchParams(search).get('inspect') === '1' || flag === '1' || flag === 'true';
}

export type InspectObserver = (event: InspectionEvent) => void;
type InspectModule = Pick<typeof import('@statelyai/inspect'), 'createBrowserInspector'>;

const MAX_BUFFERED = 200;

/**
 * An `inspect` observer usable at once while the inspector package loads lazily (it stays out of the main bundle);
 * events seen before it is ready are buffered, then forwarded in order.
 */
export function createLazyInspector(load: () => Promise<InspectModule>): InspectObserver {
  let forward: InspectObserver | undefined;
  const buffer: InspectionEvent[] = [];
  void load().then(({ createBrowserInspector }) => {
    const inspector = createBrowserInspector({
      sanitizeContext: (context: MachineContext) => sanitizeForInspection(context),
      sanitizeEvent: (event: AnyEventObject) => sanitizeForInspection(event),
      // Actor outputs and inputs (e.g. a token fetch's result) are not covered by the two hooks above.
      serialize: (event) => {
        if (!('snapshot' in event) || !event.snapshot) return event;
        const { output, input, ...rest } = event.snapshot as Record<string, unknown>;
        const snapshot = { ...rest, output: sanitizeForInspection(output), input: sanitizeForInspection(input) };
        return { ...event, snapshot } as typeof event;
      },
    });
    forward = (event) => inspector.inspect.next?.(event);
    for (const event of buffer.splice(0)) forward(event);
  });
  return (event) => {
    if (forward) forward(event);
    else if (buffer.push(event) > MAX_BUFFERED) buffer.shift();
  };
}

let browserInspector: InspectObserver | undefined;

/**
 * The one browser inspector of the page, created on first call when `enabled` (see isInspectionEnabled); pass the result
 * as `createActor(machine, { inspect })` / `useMachine(machine, { inspect })`. Undefined when inspection is off.
 */
export function getBrowserInspector(enabled: boolean): InspectObserver | undefined {
  if (!enabled) return undefined;
  browserInspector ??= createLazyInspector(() => import('@statelyai/inspect'));
  return browserInspector;
}

let activeInspector: InspectObserver | undefined;

/** Called once at start by the app with the page's inspector (or undefined when inspection is off). */
export function startInspection(observer: InspectObserver | undefined): void {
  activeInspector = observer;
}

/** Options every flow actor is created with, so each one shows in the inspector when inspection is on. */
export function inspectionOptions(): { inspect?: InspectObserver } {
  return activeInspector ? { inspect: activeInspector } : {};
}
