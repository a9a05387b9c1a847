/** Spec §4: a local record per user keeps the terms prompt away even when the POST failed. */
const keyFor = (userId: string) => `terms-accepted:${userId}`;

// Storage can throw (private modes, quota); a missing record only means the prompt may show again.
export function readLocalAcceptance(userId: string): boolean {
  try {
    return window.localStorage.getItem(keyFor(userId)) === 'true';
  } catch {
    return false;
  }
}

export function rememberLocalAcceptance(userId: string): void {
  try {
    window.localStorage.setItem(keyFor(userId), 'true');
  } catch {
    // Nothing to do: the server-side flag still records the acceptance.
  }
}

/**
 * Whether the terms prompt may be owed: the token says not accepted and there is no local record. When it is false the
 * terms machine would go straight to `accepted`, so the shell skips loading the prompt's code at all.
 */
export function termsPromptMayShow(userId: string, termsAccepted: boolean): boolean {
  return !termsAccepted && !readLocalAcceptance(userId);
}
