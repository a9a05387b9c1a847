import { productsOfTerm, termsOf, variantOf } from '@machines/ethernet-order-rules';
import { useSelector } from '@xstate/react';
import { Select } from 'antd';
import { useId } from 'react';
import { FunnelActions } from '@/components/funnel-actions';
import type { RagStatus } from '@/contracts/ethernet';
import { ethernetMessages, ragChargeGuidance } from '@/lib/ethernet-rules';
import { formatMoney } from '@/lib/format';
import { ProductsRetrieval, productsPhase } from '../funnel/products-retrieval';
import { styles } from './styles';
import type { EthernetOrderActor } from './use-ethernet-order';

const ragColours: Record<RagStatus, string> = { green: '#389e0d', amber: '#fa8c16', red: '#cf1322', black: '#000' };
const ragWords: Record<RagStatus, string> = { green: 'Green', amber: 'Amber', red: 'Red', black: 'Black' };
export const termWords = (months: number) => `${months} months`;

/** The RAG status with its charge guidance in the spec's words (spec 3 §9). */
export function RagStatusText({ status }: { status: RagStatus }) {
  return (
    <span className={styles.rag}>
      <span className={styles.ragDot} style={{ background: ragColours[status] }} aria-hidden="true" />
      <span>
        {ragWords[status]}
        {ragChargeGuidance[status] && <span className={styles.guidance}>{ragChargeGuidance[status]}</span>}
      </span>
    </span>
  );
}

/** options: 'Select a Product' (spec 3 §2, §4): the contract term (the highest by default), then a product of it. */
export function ProductsStep({ actor }: { actor: EthernetOrderActor }) {
  const context = useSelector(actor, (s) => s.context);
  const phase = useSelector(actor, productsPhase);
  const { products, choice } = context;
  const id = useId();
  const cancel = () => actor.send({ type: 'step.cancel' });
  const back = () => actor.send({ type: 'step.back' });

  return (
    <div>
      <h2 className={styles.stepTitle}>Select a Product</h2>
      <ProductsRetrieval
        phase={phase}
        searching={ethernetMessages.searching}
        failed={variantOf(context) === 'metro' ? ethernetMessages.metroFailed : 'The products could not be retrieved.'}
        send={actor.send}
      />
      {phase === 'choosing' && (
        <section className={styles.section} aria-labelledby={`${id}-heading`}>
          <h3 id={`${id}-heading`}>Products</h3>
          <div style={{ maxWidth: 320, marginBottom: 16 }}>
            <label htmlFor={`${id}-term`}>
              <span aria-hidden="true">* </span>Contract Term
            </label>
            <Select
              id={`${id}-term`}
              aria-label="Contract Term"
              style={{ width: '100%' }}
              value={choice.term ?? undefined}
              virtual={false}
              options={termsOf(products).map((term) => ({ value: term, label: termWords(term) }))}
              onChange={(term: number) => actor.send({ type: 'term.select', term })}
            />
          </div>
          <div className={styles.tableWrap}>
            <table className={styles.products}>
              <caption className={styles.caption}>
                Products for a {choice.term ? termWords(choice.term) : ''} term
              </caption>
              <thead>
                <tr>
                  <th scope="col">Select</th>
                  <th scope="col">Product</th>
                  <th scope="col">Access</th>
                  <th scope="col">Term</th>
                  <th scope="col">Install price</th>
                  <th scope="col">Monthly price</th>
                  <th scope="col">RAG status</th>
                </tr>
              </thead>
              <tbody>
                {productsOfTerm(context).map((product) => (
                  <tr key={product.productId}>
                    <td>
                      <input
                        type="radio"
                        name={`${id}-product`}
                        id={`${id}-${product.productId}`}
                        checked={choice.productId === product.productId}
                        onChange={() => actor.send({ type: 'product.select', productId: product.productId })}
                      />
                    </td>
                    <th scope="row">
                      <label htmlFor={`${id}-${product.productId}`}>{product.productName}</label>
                    </th>
                    <td data-label="Access">{product.access}</td>
                    <td data-label="Term">{termWords(product.contractTerm)}</td>
                    <td data-label="Install price">{formatMoney(product.installPrice)}</td>
                    <td data-label="Monthly price">{formatMoney(product.recurringPrice)}</td>
                    <td data-label="RAG status">
                      <RagStatusText status={product.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
      <FunnelActions
        cancel={{ onClick: cancel }}
        back={{ onClick: back }}
        next={{ label: 'Next', disabled: phase !== 'choosing', onClick: () => actor.send({ type: 'step.next' }) }}
      />
    </div>
  );
}
