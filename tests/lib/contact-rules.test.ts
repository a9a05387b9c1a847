import { contactLimits, contactMessages, contactReplyFields, fieldMessages } from '@/lib/contact-rules';

// The reply's one schema: the sandbox's multipart fields for POST …/messages and the reply form's check before sending.
describe('contact reply rules', () => {
  const errorsOf = (input: unknown) => {
    const parsed = contactReplyFields.safeParse(input);
    return parsed.success ? {} : fieldMessages(parsed.error);
  };

  it('requires the text, blank or only spaces', () => {
    expect(errorsOf({ text: '' })).toEqual({ text: contactMessages.required });
    expect(errorsOf({ text: '   \n ' })).toEqual({ text: contactMessages.required });
    expect(errorsOf({})).toEqual({ text: contactMessages.required });
  });

  it(`takes at most ${contactLimits.reply} characters, trimmed`, () => {
    expect(errorsOf({ text: 'x'.repeat(contactLimits.reply + 1) })).toEqual({ text: contactMessages.replyMax });
    expect(contactReplyFields.parse({ text: `  ${'x'.repeat(contactLimits.reply)}  ` }).text).toHaveLength(
      contactLimits.reply,
    );
  });

  it('refuses a field it does not know', () => {
    expect(errorsOf({ text: 'Thanks', status: 'Closed' })).toHaveProperty('form');
  });
});
