import { Alert, Button } from 'antd';
import { Link } from 'wouter';
import styles from '@/components/funnel-layout.module.css';
import { orderBoxes, ordersListAfterSuccess, orderToasts } from '@/lib/order-rules';

const [noProductsTitle, noProductsText] = orderBoxes.noProducts.split(': ');

/** Spec 3 §2 Shared boxes: 'No products found' with Cancel and View Orders. */
export function NoProductsBox({ onCancel }: { onCancel(): void }) {
  return (
    <Alert
      type="info"
      showIcon
      title={`${noProductsTitle}:`}
      description={noProductsText}
      action={
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Button onClick={onCancel}>Cancel</Button>
          <Link href={ordersListAfterSuccess}>View Orders</Link>
        </div>
      }
    />
  );
}

/** The existing-order notice (spec 3 §2, §8) with its link to the orders. */
export function ExistingOrderNotice() {
  return (
    <Alert
      type="warning"
      showIcon
      title={orderToasts.existingOrder.title}
      description={
        <>
          {orderToasts.existingOrder.description}{' '}
          <Link href={ordersListAfterSuccess} className={styles.inlineLink}>
            View Orders
          </Link>
        </>
      }
    />
  );
}
