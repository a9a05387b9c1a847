import { Link } from 'wouter';
import styles from './breadcrumbs.module.css';

/** One step of the trail: a link, or plain text for a section without a page of its own. */
export interface Crumb {
  label: string;
  href?: string;
}

/** The trail above a page's heading (spec 2 §2, e.g. Support > Incidents > Raise An Incident); the last is the page. */
export function Breadcrumbs({ trail, current }: { trail: Crumb[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <ol>
        {trail.map(({ label, href }) => (
          <li key={label}>{href ? <Link href={href}>{label}</Link> : label}</li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
