import { lineProfilesOf, productOptions } from '@machines/regrade-order-rules';
import { useSelector } from '@xstate/react';
import { Select } from 'antd';
import { FunnelActions } from '@/components/funnel-actions';
import styles from './regrade.module.css';
import type { RegradeWizardActor } from './use-regrade-wizard';

/** Products (spec 3 §2 Regrade wizard): a product but the current one, then one of its line profiles. */
export function ProductsStep({ actor }: { actor: RegradeWizardActor }) {
  const { lookup, product, line_profile } = useSelector(actor, (s) => s.context);
  const canNext = useSelector(actor, (s) => s.can({ type: 'step.next' }));
  const send = actor.send;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'step.next' });
      }}
    >
      <h2 className={styles.stepTitle}>Select Products</h2>
      <div className={styles.section}>
        <div className={styles.field}>
          <label htmlFor="regrade-product">Product</label>
          <Select
            id="regrade-product"
            aria-required
            placeholder="Select product option"
            value={product || undefined}
            options={productOptions(lookup)}
            onChange={(value: string) => send({ type: 'product.select', product: value })}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="regrade-line-profile">Line Profile</label>
          <Select
            id="regrade-line-profile"
            aria-required
            placeholder="Select line profile"
            disabled={!product}
            value={line_profile || undefined}
            options={lineProfilesOf(lookup, product)}
            onChange={(value: string) => send({ type: 'lineProfile.select', lineProfile: value })}
          />
        </div>
      </div>
      <FunnelActions
        cancel={{ onClick: () => send({ type: 'step.cancel' }) }}
        next={{ label: 'Next', submit: true, disabled: !canNext }}
      />
    </form>
  );
}
