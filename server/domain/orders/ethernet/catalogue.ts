import type {
  Enni,
  EnniTagging,
  EthernetAccess,
  EthernetPresentation,
  EthernetProduct,
  EthernetVariant,
} from '../../../../src/contracts/ethernet';
import { ethernetPresentations } from '../../../../src/contracts/ethernet';
import { ragStatusForDistance } from '../../../../src/lib/ethernet-rules';

/**
 * The sandbox's Ethernet catalogue (spec 3 §9): 100, 1000 and 1000 Flex, each with National and Local handoff, on 12-,
 * 36- and 60-month terms, metro and over FFN. Prices are pounds; the RAG status comes from the property's distance to
 * the nearest point of presence.
 */

const ethernetBandwidths = [
  { key: '100', name: '100', component: 'CFMETH100', componentName: 'Ethernet 100Mbps', recurring: 250, install: 1500 },
  {
    key: '1000',
    name: '1000',
    component: 'CFMETH1000',
    componentName: 'Ethernet 1Gbps',
    recurring: 450,
    install: 1800,
  },
  {
    key: '1000flex',
    name: '1000 Flex',
    component: 'CFMFLEX1000',
    componentName: 'Ethernet 1Gbps Flex',
    recurring: 395,
    install: 1800,
  },
] as const;
type EthernetBandwidth = (typeof ethernetBandwidths)[number];

const ethernetTerms = [12, 36, 60] as const;
const termFactor: Record<(typeof ethernetTerms)[number], { recurring: number; install: number }> = {
  12: { recurring: 1.2, install: 1.5 },
  36: { recurring: 1, install: 1 },
  60: { recurring: 0.9, install: 0 },
};

/** ENNI component keys (spec 3 §9): national and local on metro, one for over FFN. */
const enniComponent = (variant: EthernetVariant, access: EthernetAccess) => {
  if (variant === 'ffn') return { key: 'CFMETENNI', name: 'Ethernet over FFN ENNI' };
  return access === 'National'
    ? { key: 'CFMNATENNI', name: 'National ENNI handoff' }
    : { key: 'CFMLOCENNI', name: 'Local ENNI handoff' };
};

/** Over FFN, each bandwidth presents as the product says (none: fixed RJ45); metro offers all three. */
const ffnPresentations: Record<EthernetBandwidth['key'], EthernetPresentation[]> = {
  '100': [],
  '1000': ['RJ45', 'Optical single mode'],
  '1000flex': ['Optical single mode', 'Optical Multimode'],
};

const pounds = (n: number) => Math.round(n * 100) / 100;

const productIdOf = (variant: EthernetVariant, bandwidth: string, access: EthernetAccess, term: number) =>
  `eth-${variant}-${bandwidth}-${access.toLowerCase()}-${term}`;

export interface EnniRecord extends Enni {
  sortOrder: number;
}

/** The ENNIs a product may hand off on: the organisation's of its access (over FFN, of the property's tagging if set). */
export function ennisFor(
  all: readonly EnniRecord[],
  variant: EthernetVariant,
  access: EthernetAccess,
  ffnTagging: EnniTagging | null,
): Enni[] {
  return all
    .filter((e) => e.access === access && (variant === 'metro' || !ffnTagging || e.tagging === ffnTagging))
    .sort((a, b) => a.sortOrder - b.sortOrder || a.identifier.localeCompare(b.identifier))
    .map(({ sortOrder: _sortOrder, ...e }) => e);
}

/** Every product of a variant at a property whose nearest point of presence is `popDistance` metres away. */
export function catalogueProducts(
  variant: EthernetVariant,
  popDistance: number,
  ennis: (access: EthernetAccess) => Enni[],
) {
  const status = ragStatusForDistance(popDistance);
  const products: EthernetProduct[] = [];
  for (const bandwidth of ethernetBandwidths) {
    for (const access of ['National', 'Local'] as const) {
      const handoff = ennis(access);
      const enni = handoff[0] ?? null;
      for (const term of ethernetTerms) {
        const f = termFactor[term];
        const variantFactor = variant === 'ffn' ? 0.85 : 1;
        const accessFactor = access === 'Local' ? 0.85 : 1;
        const ennic = enniComponent(variant, access);
        products.push({
          productId: productIdOf(variant, bandwidth.key, access, term),
          productName: `Ethernet${variant === 'ffn' ? ' over FFN' : ''} ${bandwidth.name} ${access}`,
          productCode: `${bandwidth.component}-${ennic.key}`,
          contractTerm: term,
          installPrice: pounds(bandwidth.install * f.install * variantFactor),
          recurringPrice: pounds(bandwidth.recurring * f.recurring * variantFactor * accessFactor),
          status,
          variant,
          access,
          enni: enni?.identifier ?? null,
          ennis: handoff,
          interconnectService: enni?.interconnectService ?? '',
          ethernetPresentationOptions:
            variant === 'metro' ? [...ethernetPresentations] : [...ffnPresentations[bandwidth.key]],
          components: [
            { key: bandwidth.component, name: bandwidth.componentName },
            { key: ennic.key, name: ennic.name },
          ],
          popDistance,
        });
      }
    }
  }
  return products;
}

/** Great-circle distance in metres between two points (haversine on a 6,371 km sphere). */
export function metresBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}
