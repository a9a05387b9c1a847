import { rememberLocalAcceptance, termsPromptMayShow } from '@/features/terms/local-acceptance';

beforeEach(() => window.localStorage.clear());

// The shell loads the terms prompt's code only when this says the prompt may be owed.
describe('termsPromptMayShow', () => {
  it('is true when the token says the terms are not accepted and there is no local record', () => {
    expect(termsPromptMayShow('usr_new', false)).toBe(true);
  });

  it('is false when the token says the terms are accepted', () => {
    expect(termsPromptMayShow('usr_new', true)).toBe(false);
  });

  it('is false when this user accepted on this device, even if the token has not caught up', () => {
    rememberLocalAcceptance('usr_new');
    expect(termsPromptMayShow('usr_new', false)).toBe(false);
    expect(termsPromptMayShow('usr_other', false)).toBe(true);
  });
});
