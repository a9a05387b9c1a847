import type { AnyEventObject, InspectionEvent, MachineContext } from 'xstate';

// Live inspection of the portal's state machines in the Stately inspector (ARCHITECTURE.md "Stately inspector").
// Everything sent there leaves the browser, so tokens and personal data are removed first.

const REDACTED = '[redacted]';
/**
 * Keys whose values are secrets or personal data, compared lower-cased without `_` and `-`: any key containing one of
 * these parts, `tel`, and any key ending in `name` (a person's name: `name`, `fullName`, `customer_onsite_contact_name`,
 * `address_name`, whose premises name may be a person's) except the non-personal names below.
 */
const SENSITIVE_KEY_PARTS = [
  'token',
  'secret',
  'password',
  'authorization',
  'cookie',
  'email',
  'phone',
  'mobile',
  'telephone',
  'contactnumber',
  // The raise funnel's free-text account of the customer's vulnerability (health, circumstances).
  'vulnerabilitysupport',
];
const SENSITIVE_KEYS = new Set(['tel']);
/**
 * Names that are not people's, as found in the machines' contexts and events: a business service category's name
 * (`check.service.businessServiceCategory.name`), or a key like `business_service_category_name`.
 */
const isNonPersonalName = (key: string, owner: string | undefined) =>
  key.endsWith('categoryname') || (key === 'name' && owner?.endsWith('category') === true);
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
// UK numbers: +44 or 0, then 9–10 more digits, spaces, dashes or brackets allowed between them. Free text only: a
// contact number in any other format is caught by its key (see SENSITIVE_KEY_PARTS).
const UK_PHONE = /(?:\+44\s?\(?0?\)?|\b0)(?:[\s-]?\(?\d\)?){9,10}\b/g;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;

const normaliseKey = (key: string) => key.toLowerCase().replace(/[_-]/g, '');

function isSensitiveKey(key: string, owner?: string): boolean {
  const normalised = normaliseKey(key);
  if (SENSITIVE_KEYS.has(normalised) || SENSITIVE_KEY_PARTS.some((part) => normalised.includes(part))) return true;
  return (
    normalised.endsWith('name') && !isNonPersonalName(normalised, owner === undefined ? undefined : normaliseKey(owner))
  );
}

/**
 * True for an event whose type names personal data as its subject (`name.change`, or e.g. `email.change`,
 * `phone.change`): its payload is that data under a generic key such as `value`, so all of it is redacted.
 */
function carriesPersonalData(type: unknown): boolean {
  if (typeof type !== 'string') return false;
  const subject = type.split('.')[0] ?? '';
  return subject !== type && isSensitiveKey(subject);
}

function sanitizeString(value: string): string {
  return value.replace(JWT, '[token]').replace(EMAIL, '[email]').replace(UK_PHONE, '[phone]');
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && [Object.prototype, null].includes(Object.getPrototypeOf(value));

function sanitize(value: unknown, seen: WeakSet<object>, owner?: string): unknown {
  if (typeof value === 'string') return sanitizeString(value);
  if (value instanceof Error) return { name: value.name, message: sanitizeString(value.message) };
  if (Array.isArray(value) || isPlainObject(value)) {
    if (seen.has(value)) return '[circular]';
    seen.add(value);
    if (Array.isArray(value)) return value.map((item) => sanitize(item, seen, owner));
    const personalEvent = carriesPersonalData(value.type);
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        key !== 'type' && item != null && (personalEvent || isSensitiveKey(key, owner))
          ? REDACTED
          : sanitize(item, seen, key),
      ]),
    );
  }
  // Functions, class instances (actor refs, state nodes) and primitives pass through; the inspector serialises them.
  return value;
}

/**
 * A copy of `value` without tokens, secrets, emails, names or phone numbers: sensitive keys (at any depth) and the
 * payload of events whose type names personal data (`name.change`) are redacted, and emails, UK phone numbers and JWTs
 * inside other strings are masked. Event `type`s are kept.
 */
export function sanitizeForInspection<T>(value: T): T {
  return sanitize(value, new WeakSet<object>()) as T;
}

/** Where the page's machines report: the Stately inspector (`?inspect=1`) or the sandbox's flow viewer (`local`). */
export type InspectionMode = 'stately' | 'local';
const localModeKey = 'portal.inspect';

/**
 * `?inspect=1` or the build flag (VITE_XSTATE_INSPECT) `1`/`true`: the Stately inspector. `?inspect=local`: the
 * sandbox's flow viewer, for the rest of the tab's life (a reload carries on); `?inspect=off` stops that.
 */
export function inspectionMode({
  search,
  flag,
  storage,
}: {
  search: string;
  flag?: string | undefined;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
}): InspectionMode | undefined {
  const asked = new URLSearchParams(search).get('inspect');
  if (asked === 'local') {
    storage?.setItem(localModeKey, 'local');
    return 'local';
  }
  if (asked === 'off') storage?.removeItem(localModeKey);
  if (asked === '1' || flag === '1' || flag === 'true') return 'stately';
  return asked !== 'off' && storage?.getItem(localModeKey) === 'local' ? 'local' : undefined;
}

export type InspectObserver = (event: InspectionEvent) => void;
type InspectModule = Pick<typeof import('@statelyai/inspect'), 'createBrowserInspector'>;

const MAX_BUFFERED = 200;

/** An observer usable at once while the real one loads lazily; events seen before are buffered, then forwarded. */
function bufferedUntilLoaded(load: () => Promise<InspectObserver>): InspectObserver {
  let forward: InspectObserver | undefined;
  const buffer: InspectionEvent[] = [];
  void load().then((loaded) => {
    forward = loaded;
    for (const event of buffer.splice(0)) loaded(event);
  });
  return (event) => {
    if (forward) forward(event);
    else if (buffer.push(event) > MAX_BUFFERED) buffer.shift();
  };
}

/**
 * An `inspect` observer for the Stately inspector, usable at once while the inspector package loads lazily (it stays
 * out of the main bundle).
 */
export function createLazyInspector(load: () => Promise<InspectModule>): InspectObserver {
  return bufferedUntilLoaded(async () => {
    const { createBrowserInspector } = await load();
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
    return (event) => inspector.inspect.next?.(event);
  });
}

let browserInspector: InspectObserver | undefined;

/**
 * The one inspector of the page, created on first call for the mode (see inspectionMode); pass the result as
 * `createActor(machine, { inspect })` / `useMachine(machine, { inspect })`. Undefined when inspection is off. `local`
 * loads the flow viewer's streaming (src/app/inspect-local.ts) lazily too.
 */
export function getBrowserInspector(
  mode: InspectionMode | undefined,
  loadLocal?: () => Promise<InspectObserver>,
): InspectObserver | undefined {
  if (mode === 'stately') browserInspector ??= createLazyInspector(() => import('@statelyai/inspect'));
  else if (mode === 'local' && loadLocal) browserInspector ??= bufferedUntilLoaded(loadLocal);
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
