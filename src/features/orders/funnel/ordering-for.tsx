import styles from './funnel.module.css';

/** The property being ordered, shown on every step once it is chosen. */
export function OrderingFor({ address }: { address: string | undefined }) {
  if (!address) return null;
  return (
    <p className={styles.orderingFor}>
      Ordering for <strong>{address}</strong>
    </p>
  );
}
