import { Button } from 'antd';
import styles from './funnel-layout.module.css';

type Control = { onClick?: () => void; disabled?: boolean };
type Primary = Control & { label: string; loading?: boolean; submit?: boolean };

/**
 * The button row of every funnel step, in one order everywhere: Cancel, Back, then the step's primary action (Next,
 * Place Order, Submit). A step passes only the buttons it has; `submit` makes the primary its form's submit button.
 */
export function FunnelActions({ cancel, back, next }: { cancel?: Control; back?: Control; next?: Primary }) {
  return (
    <div className={styles.actions}>
      {cancel && (
        <Button disabled={cancel.disabled} onClick={cancel.onClick}>
          Cancel
        </Button>
      )}
      {back && (
        <Button disabled={back.disabled} onClick={back.onClick}>
          Back
        </Button>
      )}
      {next && (
        <Button
          type="primary"
          htmlType={next.submit ? 'submit' : 'button'}
          loading={next.loading}
          disabled={next.disabled}
          onClick={next.onClick}
        >
          {next.label}
        </Button>
      )}
    </div>
  );
}
