import { ptwUploadMachine, ptwUploadProblemMessages } from '@machines/ptw-upload.machine';
import { ptwUploadModel } from '@machines/ptw-upload.model';
import { createActor, fromPromise } from 'xstate';
import { ptwMessages } from '@/lib/ptw-rules';
import { testMachineWithModel } from '../support/model-testing';

const input = { directory: 'NF-EXISTING-0001' };
const permit = new File(['%PDF-1.7\n%%EOF\n'], 'permit.pdf', { type: 'application/pdf' });
/** The sandbox's 409 for a name already uploaded to the order (as the client's HttpError carries it). */
const alreadyUploaded = (...names: string[]) =>
  Object.assign(new Error('conflict'), {
    status: 409,
    fields: { 'files[]': names.map((n) => ptwMessages.alreadyUploaded(n)) },
  });

function startUpload(upload: (input: { directory: string; files: File[] }) => Promise<unknown>) {
  const toasts = { notifyUploaded: vi.fn(), notifyUploadFailed: vi.fn() };
  const uploadPtw = vi.fn(upload);
  const machine = ptwUploadMachine.provide({
    actors: { uploadPtw: fromPromise(({ input: body }) => uploadPtw(body)) },
    actions: toasts,
  });
  return { actor: createActor(machine, { input }).start(), toasts, uploadPtw };
}

describe('PTW upload machine (detail page)', () => {
  it('refuses to upload nothing, and files without the tick with PTW documents should be approved', () => {
    const { actor, uploadPtw } = startUpload(async () => ({}));
    actor.send({ type: 'upload.submit' });
    expect(actor.getSnapshot().context.problem).toBe('noFiles');
    actor.send({ type: 'files.change', files: [permit] });
    expect(actor.getSnapshot().context.problem).toBeNull();
    actor.send({ type: 'upload.submit' });
    expect(actor.getSnapshot().value).toBe('picking');
    expect(ptwUploadProblemMessages[actor.getSnapshot().context.problem ?? 'noFiles']).toBe(
      'PTW documents should be approved',
    );
    expect(uploadPtw).not.toHaveBeenCalled();
  });

  it('uploads the chosen files to the order, then clears the choice and toasts success for 10 s', async () => {
    const { actor, uploadPtw, toasts } = startUpload(async () => ({}));
    actor.send({ type: 'files.change', files: [permit] });
    actor.send({ type: 'verified.change', verified: true });
    actor.send({ type: 'upload.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(uploadPtw).toHaveBeenCalledWith({ directory: 'NF-EXISTING-0001', files: [permit] });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('picking'));
    expect(actor.getSnapshot().context).toMatchObject({ files: [], verified: false, problem: null });
    expect(toasts.notifyUploaded.mock.calls[0]?.[1]).toEqual({
      title: 'PTW files uploaded successfully',
      description: 'PTW file upload request submitted.',
      duration: 10,
    });
  });

  it('keeps the files and the tick after a failure, toasting it for 10 s, and can try again', async () => {
    let fail = true;
    const { actor, toasts, uploadPtw } = startUpload(async () => {
      if (fail) throw new Error('415');
      return {};
    });
    actor.send({ type: 'files.change', files: [permit] });
    actor.send({ type: 'verified.change', verified: true });
    actor.send({ type: 'upload.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    expect(actor.getSnapshot().context).toMatchObject({ files: [permit], verified: true });
    expect(toasts.notifyUploadFailed.mock.calls[0]?.[1]).toEqual({
      title: 'PTW file upload was unsuccessful',
      description: 'Sorry, PTW file upload failed, please try again or contact support',
      duration: 10,
    });
    fail = false;
    actor.send({ type: 'upload.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('picking'));
    expect(uploadPtw).toHaveBeenCalledTimes(2);
  });

  it('a name already uploaded: the message names the file and why, the file leaves the choice, the others can go up', async () => {
    const other = new File(['%PDF-1.7\n'], 'other.pdf', { type: 'application/pdf' });
    const { actor, toasts, uploadPtw } = startUpload(async ({ files }) => {
      if (files.includes(permit)) throw alreadyUploaded('permit.pdf');
      return {};
    });
    actor.send({ type: 'files.change', files: [permit, other] });
    actor.send({ type: 'verified.change', verified: true });
    actor.send({ type: 'upload.submit' });
    const named = 'A PTW document named permit.pdf is already uploaded for this order';
    await vi.waitFor(() => expect(actor.getSnapshot().context.refusal).toBe(named));
    expect(actor.getSnapshot().value).toBe('picking');
    expect(actor.getSnapshot().context).toMatchObject({ files: [other], verified: false });
    expect(toasts.notifyUploadFailed.mock.calls[0]?.[1]).toEqual({
      title: 'PTW file upload was unsuccessful',
      description: named,
      duration: 10,
    });
    actor.send({ type: 'verified.change', verified: true });
    actor.send({ type: 'upload.submit' });
    await vi.waitFor(() => expect(toasts.notifyUploaded).toHaveBeenCalled());
    expect(uploadPtw).toHaveBeenLastCalledWith({ directory: input.directory, files: [other] });
    expect(actor.getSnapshot().context.refusal).toBeNull();
  });

  it('asks for the tick again after any other choice, and fixes the choice while uploading', async () => {
    const { actor } = startUpload(() => new Promise(() => undefined));
    actor.send({ type: 'files.change', files: [permit] });
    actor.send({ type: 'verified.change', verified: true });
    actor.send({ type: 'files.change', files: [permit, new File(['%PDF-1.7\n'], 'more.pdf')] });
    expect(actor.getSnapshot().context.verified).toBe(false);
    actor.send({ type: 'verified.change', verified: true });
    actor.send({ type: 'files.change', files: [] });
    expect(actor.getSnapshot().context.verified).toBe(false);
    actor.send({ type: 'files.change', files: [permit] });
    actor.send({ type: 'verified.change', verified: true });
    actor.send({ type: 'upload.submit' });
    actor.send({ type: 'files.change', files: [] });
    actor.send({ type: 'verified.change', verified: false });
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(actor.getSnapshot().context).toMatchObject({ files: [permit], verified: true });
  });
});

testMachineWithModel({
  name: 'ptw-upload',
  machine: ptwUploadMachine,
  model: ptwUploadModel,
  input,
  drivers: {
    'files.choose': ({ send }) => send({ type: 'files.change', files: [permit] }),
    'files.clear': ({ send }) => send({ type: 'files.change', files: [] }),
    tick: ({ send }) => send({ type: 'verified.change', verified: true }),
    untick: ({ send }) => send({ type: 'verified.change', verified: false }),
    submit: ({ send }) => send({ type: 'upload.submit' }),
    'upload.ok': ({ resolve }) => resolve('uploadPtw', { directory: input.directory, files: [] }),
    'upload.fail': ({ reject }) => reject('uploadPtw', new Error('415')),
    'upload.refused': ({ reject }) => reject('uploadPtw', alreadyUploaded('permit.pdf')),
  },
  assertState: ({ step, snapshot }) => {
    const { context } = snapshot();
    expect(context.files.length > 0).toBe(step.modelContext.chosen);
    expect(context.verified).toBe(step.modelContext.verified);
    expect(context.problem).toBe(step.modelContext.problem);
    expect(context.refusal !== null).toBe(step.modelContext.refused);
  },
});
