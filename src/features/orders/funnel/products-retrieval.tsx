import { Alert, Button, Spin } from 'antd';
import styles from '@/components/funnel-layout.module.css';
import { NoProductsBox } from './notices';

/** Where the kit's products step is (`products(retrieval, choosing)`): fetching, failed, none found, or choosing. */
export type ProductsPhase = 'retrieving' | 'failed' | 'none' | 'choosing';

/** The products step's phase as a view selects it from a funnel's snapshot. */
export const productsPhase = (snapshot: {
  matches(state: { products: 'failed' | 'none' | 'choosing' }): boolean;
}): ProductsPhase =>
  snapshot.matches({ products: 'choosing' })
    ? 'choosing'
    : snapshot.matches({ products: 'failed' })
      ? 'failed'
      : snapshot.matches({ products: 'none' })
        ? 'none'
        : 'retrieving';

/**
 * The products step before there is a product to choose (spec 3 §2): the search in progress, its failure with Try
 * again, or 'No products found' with Cancel and View Orders.
 */
export function ProductsRetrieval({
  phase,
  searching,
  failed,
  send,
}: {
  phase: ProductsPhase;
  /** Said while the products are fetched. */
  searching: string;
  /** Said when they could not be. */
  failed: string;
  send: (event: { type: 'products.retry' } | { type: 'step.cancel' }) => void;
}) {
  if (phase === 'retrieving')
    return (
      <div role="status" className={styles.status}>
        <Spin size="small" /> {searching}
      </div>
    );
  if (phase === 'failed')
    return (
      <Alert
        type="error"
        showIcon
        title={failed}
        action={<Button onClick={() => send({ type: 'products.retry' })}>Try again</Button>}
      />
    );
  if (phase === 'none') return <NoProductsBox onCancel={() => send({ type: 'step.cancel' })} />;
  return null;
}
