import { Button, Modal } from 'antd';
import type { ReactNode } from 'react';

/**
 * 'Order Successful' (spec 3 §2, §8) for every ordering funnel. Closing it, by View Orders, its close button, Escape or
 * a click outside, is one event: the funnel refreshes the orders, resets and goes to the orders list.
 */
export function OrderSuccessModal({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose(): void;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      title="Order Successful"
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          View Orders
        </Button>
      }
    >
      <p>{children}</p>
    </Modal>
  );
}
