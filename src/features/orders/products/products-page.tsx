import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { FirstLoad } from '@/components/first-load';
import type { ProductFamilies } from '@/contracts/flags';
import { ethernetFunnelPath, fttpFunnelPath, ordersListHref } from '../links';
import { orderKeys } from '../queries';
import styles from './products.module.css';

interface ProductCard {
  family: 'family_ftth' | 'family_ethernet';
  title: string;
  /** Spec 3 §9 product features. */
  features: string[];
  href: string;
  action: string;
}

const cards: ProductCard[] = [
  {
    family: 'family_ftth',
    title: 'FTTP',
    features: ['1000Mb/s symmetric', 'Unlimited'],
    href: fttpFunnelPath,
    action: 'Order FTTP',
  },
  {
    family: 'family_ethernet',
    title: 'Ethernet',
    features: ['100Mbps and 1Gbps', '5-hour repair SLA'],
    href: ethernetFunnelPath,
    action: 'Order Ethernet',
  },
];

/** The cards the organisation may order from; spec 3 §1: a failed families call already answered no families. */
const productCardsFor = (families: ProductFamilies) => cards.filter((card) => families[card.family]);

/**
 * /ordering/products (spec 3 §2): a card per product family the organisation may order, each leading to its funnel.
 * Families come from the provider, kept per organisation for an hour (spec 3 §7).
 */
export function ProductsPage({ orgId }: { orgId: string }) {
  const families = useQuery(orderKeys.families(orgId));
  const shown = families.data ? productCardsFor(families.data) : [];
  return (
    <section aria-labelledby="products-heading" aria-busy={families.isPending} className={styles.page}>
      <Breadcrumbs trail={[{ label: 'Orders', href: ordersListHref('fttp') }]} current="Product Availability" />
      <h1 id="products-heading" className={styles.title}>
        Product Availability
      </h1>
      <FirstLoad result={families} loading="Loading your products" failed="We could not load your products" />
      {families.data &&
        (shown.length === 0 ? (
          <div className={styles.empty}>
            <h2 className={styles.emptyTitle}>No products available</h2>
            <p>
              Your organisation has no products to order at the moment. Please contact your account manager if you
              expected to see FTTP or Ethernet here.
            </p>
          </div>
        ) : (
          <ul className={styles.cards} aria-label="Products">
            {shown.map((card) => (
              <li key={card.family} className={styles.card}>
                <h2 className={styles.cardTitle}>{card.title}</h2>
                <ul className={styles.features}>
                  {card.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
                <Link href={card.href} className={styles.cardLink}>
                  {card.action}
                </Link>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
