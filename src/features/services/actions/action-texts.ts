import type { ConfirmActionKind, FormActionKind } from '@/contracts/service-actions';
import type { Toast } from '@/contracts/toast';

/** The words of each action: its button, its dialog's title and submit button, its success toast (5 s, spec 2 §8). */
export const actionTexts: Record<
  ConfirmActionKind | FormActionKind,
  { button: string; title: string; submit: string; done: Toast }
> = {
  cancel: {
    button: 'Cancel service',
    title: 'Cancel service',
    submit: 'Cancel service',
    done: { title: 'Service cancelled', description: 'The service has been cancelled.', duration: 5 },
  },
  cease: {
    button: 'Cease service',
    title: 'Cease service',
    submit: 'Cease service',
    done: { title: 'Cease requested', description: 'The service is now Cease Pending.', duration: 5 },
  },
  remoteActivation: {
    button: 'Schedule remote activation',
    title: 'Schedule remote activation',
    submit: 'Schedule',
    done: { title: 'Remote activation scheduled', description: 'The remote activation date is saved.', duration: 5 },
  },
  contacts: {
    button: 'Update contacts',
    title: 'Update contacts',
    submit: 'Save contacts',
    done: { title: 'Contacts updated', description: 'The service contacts are saved.', duration: 5 },
  },
  location: {
    button: 'Update location',
    title: 'Update location',
    submit: 'Save location',
    done: { title: 'Location updated', description: 'The service location is saved.', duration: 5 },
  },
  network: {
    button: 'Update network details',
    title: 'Update network details',
    submit: 'Save network details',
    done: { title: 'Network details updated', description: 'The network details are saved.', duration: 5 },
  },
  lineProfile: {
    button: 'Change line profile',
    title: 'Change line profile',
    submit: 'Change line profile',
    done: { title: 'Line profile changed', description: 'The new line profile is saved.', duration: 5 },
  },
  requestedDate: {
    button: 'Change requested date',
    title: 'Change requested date',
    submit: 'Save requested date',
    done: { title: 'Requested date changed', description: 'The new requested date is saved.', duration: 5 },
  },
  switchDate: {
    button: 'Change switch date',
    title: 'Change switch date',
    submit: 'Save switch date',
    done: { title: 'Switch date changed', description: 'The new switch date is saved.', duration: 5 },
  },
  installOptions: {
    button: 'Change install options',
    title: 'Change install options',
    submit: 'Save install options',
    done: { title: 'Install options updated', description: 'The install options are saved.', duration: 5 },
  },
  caseComment: {
    button: 'Add comment',
    title: 'Add a comment',
    submit: 'Add comment',
    done: { title: 'Comment added', description: 'Your comment has been added to the case.', duration: 5 },
  },
};

/** Said when a replayed request (the same change again) changed nothing. */
export const unchangedToast: Toast = {
  title: 'Nothing to change',
  description: 'The service already has these details.',
  duration: 5,
};
