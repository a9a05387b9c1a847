import type { ContactKind, ContactStatus } from '../../../src/contracts/contact';

const hour = 3_600_000;

/** The provider's name on its messages (spec 2 §3 shows provider comments under the network provider's name). */
export const providerName = 'Fibre Wholesale Customer Care';

export type ProviderStep = 'ack' | 'answer' | 'resolve' | 'close';

/**
 * How the provider answers a request over the sandbox clock, step by step, each measured from the moment the step
 * before it (or the customer's reply) happened: acknowledged after 1 hour (In Progress), answered after a day (Awaiting
 * your reply); a customer reply moves it back to In Progress and is resolved a day later (Resolved); a resolved request
 * closes itself after 3 days (Closed). What the provider writes is picked by the reference, so a record always reads
 * the same.
 */
export const providerSteps: Record<ProviderStep, { after: number; status: ContactStatus; next: ProviderStep | null }> =
  {
    ack: { after: 1 * hour, status: 'In Progress', next: 'answer' },
    answer: { after: 23 * hour, status: 'Awaiting your reply', next: null },
    resolve: { after: 24 * hour, status: 'Resolved', next: 'close' },
    close: { after: 72 * hour, status: 'Closed', next: null },
  };

const texts: Record<ContactKind, Record<ProviderStep, readonly string[]>> = {
  'request-information': {
    ack: [
      'Thank you for your request. It has been assigned to our Customer Care team, who will reply within one working day.',
      'We have received your request and a member of the Customer Care team is looking into it.',
    ],
    answer: [
      'We have gathered the information you asked for and summarised it below. Please reply to confirm this answers your request, or tell us what else you need.',
      'Our specialist team has reviewed your request. The details are attached to your account records; could you confirm whether you need anything further?',
    ],
    resolve: [
      'Thank you for confirming. We have marked this request as resolved; it will close automatically in three days.',
      'Glad we could help. This request is now resolved and will close in three days unless you reply.',
    ],
    close: ['This request has been closed after the resolution period.'],
  },
  complaints: {
    ack: [
      'We are sorry to hear about your experience. Your complaint has been logged and assigned to a complaints handler.',
      'Thank you for raising this with us. A complaints handler has been assigned and will investigate.',
    ],
    answer: [
      'We have investigated your complaint and identified the cause. We have taken steps to prevent it recurring. Please reply to let us know whether you are satisfied with this outcome.',
      'Our investigation is complete and our findings are summarised in this message. Could you confirm whether this resolves your complaint?',
    ],
    resolve: [
      'Thank you for your reply. We have recorded your complaint as resolved; it will close automatically in three days.',
      'Thank you. Your complaint is resolved and will close in three days unless you reply.',
    ],
    close: ['This complaint has been closed after the resolution period.'],
  },
};

/** A stable pick for a reference (the sum of its character codes). */
export function providerText(kind: ContactKind, step: ProviderStep, reference: string): string {
  const options = texts[kind][step];
  let sum = 0;
  for (const char of reference) sum += char.charCodeAt(0);
  return options[sum % options.length] ?? options[0] ?? '';
}

export const dueAt = (from: Date, step: ProviderStep) => new Date(from.getTime() + providerSteps[step].after);
