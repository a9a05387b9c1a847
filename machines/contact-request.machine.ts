import { assign, fromPromise, setup } from 'xstate';
import type { ContactDetail, ContactKind } from '@/contracts/contact';
import { attachmentProblems, contactFieldErrors } from '@/lib/contact-rules';

/** What the create form holds; the draft that survives a reload (text fields and files). */
export interface ContactDraft {
  category: string;
  priority: string;
  related_reference: string;
  subject: string;
  description: string;
  files: File[];
}
export type ContactDraftField = Exclude<keyof ContactDraft, 'files'>;

export const emptyContactDraft = (): ContactDraft => ({
  category: '',
  priority: '',
  related_reference: '',
  subject: '',
  description: '',
  files: [],
});

type Context = {
  kind: ContactKind;
  draft: ContactDraft;
  /** Field errors on show: none until the first Submit, then kept current as the user types. */
  errors: Record<string, string>;
  showErrors: boolean;
  fileError: string | undefined;
  created: ContactDetail | null;
};

/** Field errors of the sandbox's 400 (and the files' 413/415) as the form shows them; undefined for any other failure. */
export function refusalOf(error: unknown): { errors: Record<string, string>; fileError?: string } | undefined {
  const e = error as { status?: unknown; fields?: Record<string, string[]>; message?: unknown } | null;
  if (typeof e?.status !== 'number' || ![400, 409, 413, 415].includes(e.status)) return undefined;
  const errors: Record<string, string> = {};
  let fileError: string | undefined;
  for (const [field, messages] of Object.entries(e.fields ?? {})) {
    const message = messages[0];
    if (!message) continue;
    if (field.startsWith('attachment')) fileError ??= message;
    else errors[field] ??= message;
  }
  if (e.status === 413 || e.status === 415) fileError ??= String(e.message ?? '');
  if (Object.keys(errors).length === 0 && !fileError) return undefined;
  return fileError ? { errors, fileError } : { errors };
}

const validate = (kind: ContactKind, draft: ContactDraft) =>
  contactFieldErrors(kind, draft as unknown as Record<string, string>);

/**
 * Raising a request for information or a complaint (README "Contact"): the draft is restored (it survives a reload),
 * edited under the shared rules of src/lib/contact-rules.ts, sent, then created, or back to editing with the sandbox's
 * field errors, or failed (send again). Every change is saved as the draft; a created request clears it.
 */
export const contactRequestMachine = setup({
  types: {
    context: {} as Context,
    input: {} as { kind: ContactKind },
    events: {} as
      | { type: 'field.change'; name: ContactDraftField; value: string }
      | { type: 'files.change'; files: File[] }
      | { type: 'submit' }
      | { type: 'discard' }
      | { type: 'retry' }
      | { type: 'edit' }
      | { type: 'another' },
  },
  actors: {
    restoreDraft: fromPromise<ContactDraft | undefined, { kind: ContactKind }>(async () => undefined),
    createRequest: fromPromise<ContactDetail, { kind: ContactKind; draft: ContactDraft }>(async () => {
      throw new Error('createRequest not provided');
    }),
  },
  actions: {
    assignRestored: assign({
      draft: ({ context }, p: { draft: ContactDraft | undefined }) => p.draft ?? context.draft,
    }),
    assignField: assign(({ context }, p: { name: ContactDraftField; value: string }) => {
      const draft = { ...context.draft, [p.name]: p.value };
      return { draft, errors: context.showErrors ? validate(context.kind, draft) : context.errors };
    }),
    assignFiles: assign(({ context }, p: { files: File[] }) => ({
      draft: { ...context.draft, files: p.files },
      fileError: attachmentProblems(p.files),
    })),
    showErrors: assign(({ context }) => ({ showErrors: true, errors: validate(context.kind, context.draft) })),
    assignRefusal: assign((_, p: { error: unknown }) => {
      const refusal = refusalOf(p.error);
      return { showErrors: true, errors: refusal?.errors ?? {}, fileError: refusal?.fileError };
    }),
    assignCreated: assign({ created: (_, p: { created: ContactDetail }) => p.created }),
    resetForm: assign({
      draft: () => emptyContactDraft(),
      errors: {},
      showErrors: false,
      fileError: undefined,
      created: null,
    }),
    // Provided by the view: the draft store of this user and kind (IndexedDB).
    saveDraft: (_, _p: { draft: ContactDraft }) => undefined,
    clearDraft: () => undefined,
  },
  guards: {
    isSendable: ({ context }) =>
      Object.keys(validate(context.kind, context.draft)).length === 0 && context.fileError === undefined,
    isRefusal: (_, p: { error: unknown }) => refusalOf(p.error) !== undefined,
  },
}).createMachine({
  id: 'contactRequest',
  context: ({ input }) => ({
    kind: input.kind,
    draft: emptyContactDraft(),
    errors: {},
    showErrors: false,
    fileError: undefined,
    created: null,
  }),
  initial: 'restoring',
  states: {
    restoring: {
      tags: ['busy'],
      invoke: {
        id: 'restoreDraft',
        src: 'restoreDraft',
        input: ({ context }) => ({ kind: context.kind }),
        onDone: {
          target: 'editing',
          actions: { type: 'assignRestored', params: ({ event }) => ({ draft: event.output }) },
        },
        // No draft store (a private window): the form starts empty.
        onError: { target: 'editing' },
      },
    },
    editing: {
      on: {
        'field.change': {
          actions: [
            { type: 'assignField', params: ({ event }) => ({ name: event.name, value: event.value }) },
            { type: 'saveDraft', params: ({ context }) => ({ draft: context.draft }) },
          ],
        },
        'files.change': {
          actions: [
            { type: 'assignFiles', params: ({ event }) => ({ files: event.files }) },
            { type: 'saveDraft', params: ({ context }) => ({ draft: context.draft }) },
          ],
        },
        submit: [{ guard: 'isSendable', target: 'submitting' }, { actions: 'showErrors' }],
        discard: { actions: ['resetForm', 'clearDraft'] },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'createRequest',
        src: 'createRequest',
        input: ({ context }) => ({ kind: context.kind, draft: context.draft }),
        onDone: {
          target: 'created',
          actions: [{ type: 'assignCreated', params: ({ event }) => ({ created: event.output }) }, 'clearDraft'],
        },
        onError: [
          {
            guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: { type: 'assignRefusal', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'failed' },
        ],
      },
    },
    created: { on: { another: { target: 'editing', actions: 'resetForm' } } },
    failed: { on: { retry: 'submitting', edit: 'editing' } },
  },
});
