import { Button } from 'antd';
import { Link, useLocation } from 'wouter';
import { incidentHref } from '../links';
import { styles } from './styles';

/** create/complete (spec 2 §2): the thank-you page with 'Go to Dashboard'. */
export function CompleteStep({ incidentId }: { incidentId: string | null }) {
  const [, navigate] = useLocation();
  return (
    <div className={styles.complete} role="status">
      <h2>Thank you</h2>
      <p>Your incident has been raised. We will keep you updated in the incident's comments.</p>
      {incidentId && (
        <p>
          <Link href={incidentHref(incidentId)}>View the incident</Link>
        </p>
      )}
      <Button type="primary" onClick={() => navigate('/')}>
        Go to Dashboard
      </Button>
    </div>
  );
}
