import { attachmentProblems, contactCreateFields, contactFieldErrors, contactMessages } from '@/lib/contact-rules';

// The one rules module the create form's machine and the sandbox's multipart schema share (src/lib/contact-rules.ts).
describe('contact rules', () => {
  it("takes each kind's own categories, and a priority only for complaints", () => {
    expect(contactFieldErrors('request-information', { category: 'Delay', subject: 's', description: 'd' })).toEqual({
      category: contactMessages.category,
    });
    expect(contactFieldErrors('request-information', { category: 'Network', subject: 's', description: 'd' })).toEqual(
      {},
    );
    // Spec 2 §5: a required field left empty reads 'This field is required'.
    expect(contactFieldErrors('complaints', { category: 'Delay', subject: 's', description: 'd' })).toEqual({
      priority: 'This field is required',
    });
    expect(
      contactFieldErrors('complaints', { category: 'Delay', priority: 'Urgent', subject: 's', description: 'd' }),
    ).toEqual({
      priority: contactMessages.priority,
    });
  });

  it('limits the subject to 140 and the description to 4000 characters, blank counting as missing', () => {
    const errors = contactFieldErrors('request-information', {
      category: 'Billing',
      subject: 'x'.repeat(141),
      description: '   ',
    });
    expect(errors).toEqual({ subject: contactMessages.subjectMax, description: contactMessages.required });
    expect(
      contactFieldErrors('request-information', {
        category: 'Billing',
        subject: 'x'.repeat(140),
        description: 'y'.repeat(4000),
      }),
    ).toEqual({});
  });

  it('accepts a service or order reference, trimmed, and drops an empty one', () => {
    const schema = contactCreateFields('request-information');
    const base = { category: 'Billing', subject: 's', description: 'd' };
    expect(schema.parse({ ...base, related_reference: ' S1000001 ' }).related_reference).toBe('S1000001');
    expect(schema.parse({ ...base, related_reference: '' }).related_reference).toBeUndefined();
    expect(schema.safeParse({ ...base, related_reference: '<script>' }).success).toBe(false);
    expect(schema.safeParse({ ...base, unexpected: 'x' }).success).toBe(false);
  });

  it('refuses files by type, size and number before sending, naming the files refused', () => {
    expect(attachmentProblems([{ name: 'photo.PNG', size: 10 }])).toBeUndefined();
    expect(
      attachmentProblems([
        { name: 'photo.png', size: 10 },
        { name: 'tool.exe', size: 10 },
      ]),
    ).toBe(`${contactMessages.fileType} Not attached: tool.exe`);
    expect(attachmentProblems([{ name: 'big.pdf', size: 8 * 1024 * 1024 + 1 }])).toBe(
      `${contactMessages.fileTooLarge} Not attached: big.pdf`,
    );
    expect(attachmentProblems(Array.from({ length: 6 }, (_, i) => ({ name: `${i}.png`, size: 1 })))).toBe(
      `${contactMessages.tooManyFiles} Not attached: 5.png`,
    );
  });
});
