import { Button } from 'antd';
import styles from './funnel.module.css';

/**
 * A funnel opened on a saved draft asks before going on (never straight to the draft's step): continue the order for
 * this property, or start again (the draft is dropped).
 */
export function ResumeOffer({
  address,
  onContinue,
  onRestart,
}: {
  address: string;
  onContinue(): void;
  onRestart(): void;
}) {
  return (
    <section className={styles.offer} aria-labelledby="resume-offer">
      <h2 id="resume-offer">Continue your order for {address}?</h2>
      <p>Your order so far was kept. Continue where you left it, or start again with a new order.</p>
      <div className={styles.offerActions}>
        <Button type="primary" onClick={onContinue}>
          Continue your order
        </Button>
        <Button onClick={onRestart}>Start again</Button>
      </div>
    </section>
  );
}
