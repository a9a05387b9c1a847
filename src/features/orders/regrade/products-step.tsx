import { lineProfilesOf, productOptions, regradeMessages } from '@machines/regrade-order-rules';
import { useSelector } from '@xstate/react';
import { Select } from 'antd';
import { FunnelActions } from '@/components/funnel-actions';
import { LoadError } from '@/components/load-error';
import { LoadingLines } from '@/components/loading-lines';
import { ExistingOrderNotice, NoProductsBox } from '../funnel/notices';
import { styles } from './styles';
import type { RegradeWizardActor } from './use-regrade-wizard';

/** The products step's states a view shows differently. */
const phases = ['none', 'failed', 'orderInProgress', 'choosing'] as const;

/**
 * Products (spec 3 §2 Regrade wizard): while the link is looked up and its property checked, 'Searching for available
 * products...'; then a product but the current one, and one of its line profiles. An order in progress, no other
 * product or a failed lookup stop here.
 */
export function ProductsStep({ actor }: { actor: RegradeWizardActor }) {
  const { lookup, product, line_profile } = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const canNext = useSelector(actor, (s) => s.can({ type: 'step.next' }));
  const phase = useSelector(actor, (s) => phases.find((p) => s.matches({ products: p })));
  const send = actor.send;
  const cancel = () => send({ type: 'step.cancel' });
  if (phase === 'none') return <NoProductsBox onCancel={cancel} />;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'step.next' });
      }}
    >
      <h2 className={styles.stepTitle}>Select Products</h2>
      {busy && (
        <div role="status">
          <LoadingLines label={regradeMessages.searching} />
          <p>{regradeMessages.searching}</p>
        </div>
      )}
      {phase === 'failed' && (
        <LoadError
          title={regradeMessages.lookupFailed}
          onRetry={() => send({ type: 'products.retry' })}
          retrying={false}
        />
      )}
      {phase === 'orderInProgress' && <ExistingOrderNotice />}
      {phase === 'choosing' && (
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
      )}
      <FunnelActions cancel={{ onClick: cancel }} next={{ label: 'Next', submit: true, disabled: !canNext }} />
    </form>
  );
}
