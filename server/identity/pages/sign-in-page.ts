import { escapeHtml } from '../../http/html';
import { layout } from './layout';

export const badCredentialsMessage = 'Email or password is incorrect';

/** Shown while a wait runs after repeated failures; the same for every email, known or not. */
export function tooManyAttemptsMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  const wait =
    seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `Too many sign-in attempts. Please wait ${wait} and try again.`;
}

/** The sign-in form; posts to the interaction's login action as an ordinary form. */
export function signInPage(opts: { action: string; email?: string; error?: string }): string {
  const email = escapeHtml(opts.email ?? '');
  const error = opts.error
    ? `      <p class="error" id="sign-in-error" role="alert">${escapeHtml(opts.error)}</p>\n`
    : '';
  const describedBy = opts.error ? ' aria-describedby="sign-in-error" aria-invalid="true"' : '';
  // Autofocus the field the user needs next: the password after a failed attempt with an email kept.
  const focusEmail = email ? '' : ' autofocus';
  const focusPassword = email ? ' autofocus' : '';
  return layout({
    title: 'Sign in',
    body: `      <h1>Sign in</h1>
${error}      <form method="post" action="${escapeHtml(opts.action)}" novalidate>
        <div class="field">
          <label for="email">Email</label>
          <input id="email" name="email" type="email" autocomplete="username" required value="${email}"${describedBy}${focusEmail}>
        </div>
        <div class="field">
          <label for="password">Password</label>
          <input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}${focusPassword}>
        </div>
        <button type="submit" class="primary">Sign in</button>
      </form>`,
  });
}
