import {
  type ContactDraft,
  contactRequestMachine,
  emptyContactDraft,
  refusalOf,
} from '@machines/contact-request.machine';
import { contactRequestModel } from '@machines/contact-request.model';
import { createActor, fromPromise } from 'xstate';
import { HttpError } from '@/api/http';
import type { ContactDetail } from '@/contracts/contact';
import { contactMessages } from '@/lib/contact-rules';
import { testMachineWithModel } from '../support/model-testing';

const filled: ContactDraft = {
  ...emptyContactDraft(),
  category: 'Delay',
  priority: 'High',
  subject: 'Provide delayed past the committed date',
  description: 'The customer has waited a week.',
};
const created: ContactDetail = {
  id: 'c1',
  kind: 'complaints',
  reference: 'CMP-000123',
  category: 'Delay',
  related_reference: null,
  subject: filled.subject,
  status: 'Open',
  priority: 'High',
  created_by: 'Sam Support',
  created_at: '2026-01-05T09:00:00.000Z',
  updated_at: '2026-01-05T09:00:00.000Z',
  description: filled.description,
  attachments: [],
  messages: [],
  can_reply: true,
  can_close: true,
};
const refusal = new HttpError({
  status: 400,
  message: contactMessages.relatedUnknown,
  body: {
    error: {
      status: 400,
      code: 'validation_failed',
      message: contactMessages.relatedUnknown,
      fields: { related_reference: [contactMessages.relatedUnknown] },
    },
  },
});
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'photo.png', { type: 'image/png' });
const exe = () => new File(['MZ'], 'tool.exe');

function start(opts: { restored?: ContactDraft; create?: (draft: ContactDraft) => Promise<ContactDetail> } = {}) {
  const saved: ContactDraft[] = [];
  let cleared = 0;
  const actor = createActor(
    contactRequestMachine.provide({
      actors: {
        restoreDraft: fromPromise(async () => opts.restored),
        createRequest: fromPromise(async ({ input }) => (opts.create ?? (async () => created))(input.draft)),
      },
      actions: {
        saveDraft: (_, p) => void saved.push(p.draft),
        clearDraft: () => {
          cleared += 1;
        },
      },
    }),
    { input: { kind: 'complaints' } },
  ).start();
  return { actor, saved, cleared: () => cleared };
}

const idle = (actor: ReturnType<typeof start>['actor']) =>
  new Promise<void>((resolve) => {
    const sub = actor.subscribe((s) => {
      if (!s.hasTag('busy')) {
        sub.unsubscribe();
        resolve();
      }
    });
  });

describe('contact request machine', () => {
  it('restores the kept draft, so a reload loses nothing typed', async () => {
    const { actor } = start({ restored: filled });
    await idle(actor);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.draft).toEqual(filled);
  });

  it('shows every field error on Submit and sends nothing; the errors follow the typing', async () => {
    const sent: ContactDraft[] = [];
    const { actor } = start({
      create: async (draft) => {
        sent.push(draft);
        return created;
      },
    });
    await idle(actor);
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({
      category: contactMessages.required,
      priority: contactMessages.required,
      subject: contactMessages.required,
      description: contactMessages.required,
    });
    actor.send({ type: 'field.change', name: 'subject', value: 'x'.repeat(141) });
    expect(actor.getSnapshot().context.errors.subject).toBe(contactMessages.subjectMax);
    expect(sent).toEqual([]);
  });

  it('saves each change as the draft, sends the draft and clears it once created', async () => {
    const { actor, saved, cleared } = start();
    await idle(actor);
    for (const name of ['category', 'priority', 'subject', 'description'] as const) {
      actor.send({ type: 'field.change', name, value: filled[name] });
    }
    expect(saved.at(-1)).toEqual(filled);
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await idle(actor);
    expect(actor.getSnapshot().value).toBe('created');
    expect(actor.getSnapshot().context.created?.reference).toBe('CMP-000123');
    expect(cleared()).toBe(1);
  });

  it('refuses files of another type or too many before sending', async () => {
    const { actor } = start({ restored: filled });
    await idle(actor);
    actor.send({ type: 'files.change', files: [exe()] });
    expect(actor.getSnapshot().context.fileError).toBe(`${contactMessages.fileType} Not attached: tool.exe`);
    expect(actor.getSnapshot().can({ type: 'submit' })).toBe(true);
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'files.change', files: Array.from({ length: 6 }, png) });
    expect(actor.getSnapshot().context.fileError).toBe(`${contactMessages.tooManyFiles} Not attached: photo.png`);
    actor.send({ type: 'files.change', files: [png()] });
    expect(actor.getSnapshot().context.fileError).toBeUndefined();
  });

  it("puts the sandbox's field errors beside the fields; other failures can be sent again", async () => {
    let calls = 0;
    const { actor } = start({
      restored: filled,
      create: async () => {
        calls += 1;
        if (calls === 1) throw refusal;
        if (calls === 2) throw new Error('network');
        return created;
      },
    });
    await idle(actor);
    actor.send({ type: 'submit' });
    await idle(actor);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({ related_reference: contactMessages.relatedUnknown });
    actor.send({ type: 'submit' });
    await idle(actor);
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'retry' });
    await idle(actor);
    expect(actor.getSnapshot().value).toBe('created');
  });

  it('reads 413 and 415 as file errors and 5xx as failures', () => {
    const tooLarge = new HttpError({ status: 413, message: contactMessages.fileTooLarge });
    expect(refusalOf(tooLarge)).toEqual({ errors: {}, fileError: contactMessages.fileTooLarge });
    expect(refusalOf(new HttpError({ status: 500, message: 'boom' }))).toBeUndefined();
    expect(refusalOf(new Error('network'))).toBeUndefined();
  });
});

testMachineWithModel({
  name: 'contact-request',
  machine: contactRequestMachine,
  model: contactRequestModel,
  input: { kind: 'complaints' },
  drivers: {
    'restore.found': ({ resolve }) => resolve('restoreDraft', filled),
    'restore.none': ({ resolve }) => resolve('restoreDraft', undefined),
    'restore.fail': ({ reject }) => reject('restoreDraft', new Error('no IndexedDB')),
    'form.fill': async ({ send }) => {
      for (const name of ['category', 'priority', 'subject', 'description'] as const) {
        await send({ type: 'field.change', name, value: filled[name] });
      }
    },
    'form.break': ({ send }) => send({ type: 'field.change', name: 'subject', value: '' }),
    'files.good': ({ send }) => send({ type: 'files.change', files: [png()] }),
    'files.bad': ({ send }) => send({ type: 'files.change', files: [exe()] }),
    submit: ({ send }) => send({ type: 'submit' }),
    discard: ({ send }) => send({ type: 'discard' }),
    'submit.ok': ({ resolve }) => resolve('createRequest', created),
    'submit.refused': ({ reject }) => reject('createRequest', refusal),
    'submit.fail': ({ reject }) => reject('createRequest', new Error('network')),
    retry: ({ send }) => send({ type: 'retry' }),
    edit: ({ send }) => send({ type: 'edit' }),
    another: ({ send }) => send({ type: 'another' }),
  },
  assertState: ({ step, snapshot }) => {
    const { context } = snapshot();
    const model = step.modelContext as { valid: boolean; badFiles: boolean };
    if (String(step.expectedState) === 'editing') {
      expect(Object.keys(context.errors).length === 0 || context.showErrors).toBe(true);
      expect(context.fileError !== undefined).toBe(model.badFiles);
    }
    if (String(step.expectedState) === 'created') expect(context.created?.reference).toBe('CMP-000123');
  },
});
