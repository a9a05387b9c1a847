import { assign, fromPromise, setup } from 'xstate';
import { type PtwToast, ptwApproval, ptwMessages, ptwRefusalOf, ptwToasts } from '@/lib/ptw-rules';

/** Why the last Upload press did not upload: nothing chosen, or the verification not ticked (spec 3 §5). */
export type PtwUploadProblem = 'noFiles' | 'notApproved';

type Context = {
  directory: string;
  files: File[];
  verified: boolean;
  problem: PtwUploadProblem | null;
  /** The sandbox's refusal of the last upload, naming each refused file and why (they left the choice). */
  refusal: string | null;
};

/** The message the view shows under the tick for a problem. */
export const ptwUploadProblemMessages: Record<PtwUploadProblem, string> = {
  noFiles: ptwMessages.noFiles,
  notApproved: ptwMessages.notApproved,
};

const toastNotProvided = (_: unknown, _params: PtwToast) => {
  throw new Error('toast not provided');
};

/**
 * More PTW documents for a placed order, from its detail page (spec 3 §5, §8): choose PDFs (the picker checks them),
 * tick the verification, upload. Success clears the choice and toasts 'PTW files uploaded successfully'; a failure keeps
 * the files and the tick to try again and toasts 'PTW file upload was unsuccessful' (both 10 s). A refusal by the sandbox
 * (a name already uploaded, not a PDF, too large) says which file and why, and takes the refused files out of the choice:
 * sending them again would only fail the same way.
 */
export const ptwUploadMachine = setup({
  types: {
    context: {} as Context,
    input: {} as { directory: string },
    events: {} as
      | { type: 'files.change'; files: File[] }
      | { type: 'verified.change'; verified: boolean }
      | { type: 'upload.submit' },
  },
  actors: {
    // POST /permission-to-work/upload (multipart: directory, files[]).
    uploadPtw: fromPromise<unknown, { directory: string; files: File[] }>(async () => {
      throw new Error('uploadPtw not provided');
    }),
  },
  actions: {
    assignFiles: assign({
      files: (_, params: { files: File[] }) => params.files,
      // The tick vouches for the files it was given for: another choice (or none) is verified again, as in the funnel.
      verified: false,
      problem: null,
      refusal: null,
    }),
    assignVerified: assign({ verified: (_, params: { verified: boolean }) => params.verified, problem: null }),
    assignProblem: assign({ problem: (_, params: { problem: PtwUploadProblem }) => params.problem }),
    clearChoice: assign({ files: [], verified: false, problem: null }),
    clearRefusal: assign({ refusal: null }),
    // The refused files leave the choice; the tick vouched for the choice it was given, so a smaller one asks again.
    assignRefusal: assign(({ context }, params: { error: unknown }) => {
      const refusal = ptwRefusalOf(params.error, context.files);
      const files = context.files.filter((f) => !refusal?.refused.includes(f.name));
      return {
        files,
        verified: files.length === context.files.length && context.verified,
        refusal: refusal?.message ?? null,
      };
    }),
    // Toasts the app shows (antd notification) and, on success, the list refreshed.
    notifyUploaded: toastNotProvided,
    notifyUploadFailed: toastNotProvided,
  },
  guards: {
    hasFiles: ({ context }) => context.files.length > 0,
    isRefused: ({ context }, params: { error: unknown }) => ptwRefusalOf(params.error, context.files) !== undefined,
    nothingChosen: ({ context }) => ptwApproval(context.files, context.verified) === 'none',
    notApproved: ({ context }) => ptwApproval(context.files, context.verified) === 'not-approved',
  },
}).createMachine({
  id: 'ptwUpload',
  context: ({ input }) => ({ directory: input.directory, files: [], verified: false, problem: null, refusal: null }),
  initial: 'picking',
  on: {
    'files.change': {
      target: '.picking',
      actions: { type: 'assignFiles', params: ({ event }) => ({ files: event.files }) },
    },
    // The tick is shown only once files are chosen; without files there is nothing to verify.
    'verified.change': {
      guard: 'hasFiles',
      actions: { type: 'assignVerified', params: ({ event }) => ({ verified: event.verified }) },
    },
    'upload.submit': [
      { guard: 'nothingChosen', actions: { type: 'assignProblem', params: { problem: 'noFiles' } } },
      { guard: 'notApproved', actions: { type: 'assignProblem', params: { problem: 'notApproved' } } },
      { target: '.uploading' },
    ],
  },
  states: {
    picking: {},
    uploading: {
      tags: ['busy'],
      entry: 'clearRefusal',
      // While the files travel, the choice is fixed: these events are taken here and change nothing.
      on: { 'files.change': {}, 'verified.change': {}, 'upload.submit': {} },
      invoke: {
        id: 'uploadPtw',
        src: 'uploadPtw',
        input: ({ context }) => ({ directory: context.directory, files: context.files }),
        onDone: { target: 'picking', actions: ['clearChoice', { type: 'notifyUploaded', params: ptwToasts.uploaded }] },
        onError: [
          {
            guard: { type: 'isRefused', params: ({ event }) => event },
            target: 'picking',
            actions: [
              { type: 'assignRefusal', params: ({ event }) => event },
              {
                type: 'notifyUploadFailed',
                params: ({ context }) => ({ ...ptwToasts.uploadFailed, description: context.refusal ?? '' }),
              },
            ],
          },
          { target: 'failed', actions: { type: 'notifyUploadFailed', params: ptwToasts.uploadFailed } },
        ],
      },
    },
    // The files and the tick stay, to try again.
    failed: {},
  },
});
