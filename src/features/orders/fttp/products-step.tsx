import { choiceErrorsOf, productOf } from '@machines/fttp-order-rules';
import { useSelector } from '@xstate/react';
import { Select } from 'antd';
import { useId } from 'react';
import { FunnelActions } from '@/components/funnel-actions';
import styles from '@/components/funnel-layout.module.css';
import { ProductsRetrieval, productsPhase } from '../funnel/products-retrieval';
import type { FttpOrderActor } from './use-fttp-order';

const installNames = { cpe: 'CPE', bbu: 'BBU', voip: 'VoIP', telecare: 'Telecare' } as const;
const appointmentWords = { yes: 'Required', no: 'Not required', maybe: 'May be required' } as const;

/** options: 'Select Products' (spec 3 §2, §5): product and line profile, both required. */
export function ProductsStep({ actor }: { actor: FttpOrderActor }) {
  const context = useSelector(actor, (s) => s.context);
  const phase = useSelector(actor, productsPhase);
  const canNext = useSelector(actor, (s) => s.can({ type: 'step.next' }));
  const { products, choice } = context;
  const product = productOf(context);
  const errors = choiceErrorsOf(context);
  const id = useId();
  const cancel = () => actor.send({ type: 'step.cancel' });
  const back = () => actor.send({ type: 'step.back' });

  return (
    <div>
      <h2 className={styles.stepTitle}>Select Products</h2>
      <ProductsRetrieval
        phase={phase}
        searching="Searching for available products..."
        failed="The products could not be retrieved."
        send={actor.send}
      />
      {phase === 'choosing' && (
        <section className={styles.section} aria-labelledby={`${id}-heading`}>
          <h3 id={`${id}-heading`}>Product</h3>
          <div className={styles.grid}>
            <div>
              <label htmlFor={`${id}-product`}>
                <span aria-hidden="true">* </span>Product
              </label>
              <Select
                id={`${id}-product`}
                aria-label="Product"
                aria-required
                aria-invalid={errors.product ? true : undefined}
                aria-describedby={errors.product ? `${id}-product-error` : undefined}
                placeholder="Select product option"
                style={{ width: '100%' }}
                value={choice.product || undefined}
                virtual={false}
                options={products.map((p) => ({ value: p.productName, label: p.displayName }))}
                onChange={(value: string) => actor.send({ type: 'product.select', product: value })}
              />
              {errors.product && (
                <p id={`${id}-product-error`} role="alert" className={styles.message}>
                  {errors.product}
                </p>
              )}
            </div>
            <div>
              <label htmlFor={`${id}-profile`}>
                <span aria-hidden="true">* </span>Line Profile
              </label>
              <Select
                id={`${id}-profile`}
                aria-label="Line Profile"
                aria-required
                aria-invalid={errors.line_profile ? true : undefined}
                aria-describedby={errors.line_profile ? `${id}-profile-error` : undefined}
                placeholder="Select line profile"
                style={{ width: '100%' }}
                disabled={!product}
                value={choice.line_profile || undefined}
                virtual={false}
                options={product?.lineProfiles ?? []}
                onChange={(value: string) => actor.send({ type: 'lineProfile.select', lineProfile: value })}
              />
              {errors.line_profile && (
                <p id={`${id}-profile-error`} role="alert" className={styles.message}>
                  {errors.line_profile}
                </p>
              )}
            </div>
          </div>
          {product && (
            <dl className={styles.facts} aria-label="Chosen product">
              <dt>Product code</dt>
              <dd>{product.productName}</dd>
              <dt>Engineer appointment</dt>
              <dd>{appointmentWords[product.appointmentRequired]}</dd>
              <dt>Install options</dt>
              <dd>{product.availableInstallProducts.map((p) => installNames[p]).join(', ') || 'None'}</dd>
              {product.nni && (
                <>
                  <dt>NNI</dt>
                  <dd>
                    {product.nni.identifier} ({product.nni.access}, {product.nni.tagging})
                  </dd>
                </>
              )}
            </dl>
          )}
        </section>
      )}
      <FunnelActions
        cancel={{ onClick: cancel }}
        back={{ onClick: back }}
        next={{
          label: 'Next',
          disabled: !canNext,
          onClick: () => actor.send({ type: 'step.next' }),
        }}
      />
    </div>
  );
}
