import { useQuery } from '@tanstack/react-query';
import { FirstLoad } from '@/components/first-load';
import type { UserHistoryEntry } from '@/contracts/user-management';
import { formatDateTime } from '@/lib/dates';
import { usersKeys } from './queries';
import styles from './users.module.css';

/** The recorded actions in words (server/domain/user-audit.ts names them). */
const actionWords: Record<string, string> = {
  'user.created': 'Joined (invitation accepted)',
  'user.renamed': 'Renamed',
  'user.roles_added': 'Roles added',
  'user.roles_removed': 'Roles removed',
  'user.deleted': 'Deleted',
  'user.password_reset_requested': 'Password reset requested',
  'user.password_reset': 'Password reset',
  'user.password_changed': 'Password changed',
  'user.other_sessions_ended': 'Signed out everywhere else',
};

/** A before or after value in words: a name, a list of roles, or nothing. */
function describe(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'object') return String(value);
  return Object.entries(value as Record<string, unknown>)
    .map(([key, v]) => `${key}: ${Array.isArray(v) ? v.join(', ') || 'none' : String(v)}`)
    .join('; ');
}

function Entry({ entry }: { entry: UserHistoryEntry }) {
  const before = describe(entry.before);
  const after = describe(entry.after);
  return (
    <li className={styles.historyEntry}>
      <strong>{actionWords[entry.action] ?? entry.action}</strong>{' '}
      <span>
        {formatDateTime(entry.at)} by {entry.actor.name ?? 'the system'}
      </span>
      {(before || after) && (
        <div className={styles.historyChange}>
          {before && <span>Before: {before}</span>} {after && <span>After: {after}</span>}
        </div>
      )}
    </li>
  );
}

/** GET /users/{id}/history (Admins): who changed what, when, newest first. */
export function UserHistory({ userId }: { userId: string }) {
  const history = useQuery(usersKeys.history(userId));
  return (
    <section aria-labelledby={`history-${userId}`}>
      <h3 id={`history-${userId}`} className={styles.subheading}>
        History
      </h3>
      <FirstLoad result={history} loading="Loading history" failed="We could not load this user's history" />
      {history.data &&
        (history.data.length === 0 ? (
          <p>No changes recorded yet.</p>
        ) : (
          <ol className={styles.history}>
            {history.data.map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
          </ol>
        ))}
    </section>
  );
}
