import { passwordRules } from '@/contracts/user-management';
import styles from './password-rule-list.module.css';

/**
 * Spec 1 §5's password rules (the contract's `passwordRules`, which the sandbox checks too) as the user types: each
 * ticked once met, and read out as met or not yet met.
 */
export function PasswordRuleList({ id, password }: { id: string; password: string }) {
  return (
    <ul id={id} className={styles.rules} aria-label="Password rules">
      {passwordRules.map((rule) => {
        const met = rule.test(password);
        return (
          <li key={rule.id} className={met ? styles.met : styles.unmet} data-met={met}>
            <span aria-hidden="true">{met ? '✓' : '○'}</span> {rule.label}
            <span className={styles.visuallyHidden}>{met ? ' (met)' : ' (not yet met)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
