import { screen, within } from '@testing-library/react';
import { ProductsPage } from '@/features/orders/products/products-page';
import { errorResponse, jsonResponse, routeFetch, urlsOf } from '../support/http';
import { renderAt } from './fixtures';

const familiesPath = '/api/orders/product-families';
const families = (ftth: boolean, ethernet: boolean) => ({
  data: { family_ftth: ftth, family_ethernet: ethernet, family_ftthl2b: false },
});

beforeEach(() => localStorage.clear());

describe('ProductsPage', () => {
  it('shows a card per family with its features, each leading to its funnel', async () => {
    routeFetch({ [familiesPath]: jsonResponse(200, families(true, true)) });
    renderAt(<ProductsPage orgId="org_north" />, '/ordering/products');

    expect(screen.getByRole('heading', { level: 1, name: 'Product Availability' })).toBeInTheDocument();
    const cards = within(await screen.findByRole('list', { name: 'Products' }));
    const [fttp, ethernet] = cards
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.getAttribute('aria-label') === 'Products');
    expect(within(fttp as HTMLElement).getByRole('heading', { name: 'FTTP' })).toBeInTheDocument();
    expect(fttp).toHaveTextContent('1000Mb/s symmetric');
    expect(fttp).toHaveTextContent('Unlimited');
    expect(within(fttp as HTMLElement).getByRole('link', { name: 'Order FTTP' })).toHaveAttribute(
      'href',
      '/ordering/products/fttp',
    );
    expect(ethernet).toHaveTextContent('100Mbps and 1Gbps');
    expect(ethernet).toHaveTextContent('5-hour repair SLA');
    expect(within(ethernet as HTMLElement).getByRole('link', { name: 'Order Ethernet' })).toHaveAttribute(
      'href',
      '/ordering/products/ethernet',
    );
  });

  it('shows only the families the organisation may order', async () => {
    routeFetch({ [familiesPath]: jsonResponse(200, families(true, false)) });
    renderAt(<ProductsPage orgId="org_harbour" />, '/ordering/products');

    expect(await screen.findByRole('link', { name: 'Order FTTP' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Order Ethernet' })).not.toBeInTheDocument();
  });

  it('treats a failed families call as no products (spec 3 §1, §8)', async () => {
    routeFetch({ [familiesPath]: errorResponse(500, 'internal', 'Down') });
    const { current } = renderAt(<ProductsPage orgId="org_north" />, '/ordering/products');

    expect(await screen.findByRole('heading', { name: 'No products available' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Order / })).not.toBeInTheDocument();
    // Not an error page: the organisation simply has nothing to order.
    expect(current()).toBe('/ordering/products');
    expect(localStorage.length).toBe(0);
  });

  it('reads the families cached for the organisation within the hour, without asking again', async () => {
    localStorage.setItem(
      'portal.product-families.org_north',
      JSON.stringify({ storedAt: Date.now() - 30 * 60_000, families: families(false, true).data }),
    );
    const requests = routeFetch({ [familiesPath]: jsonResponse(200, families(true, true)) });
    renderAt(<ProductsPage orgId="org_north" />, '/ordering/products');

    expect(await screen.findByRole('link', { name: 'Order Ethernet' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Order FTTP' })).not.toBeInTheDocument();
    expect(urlsOf(requests)).toEqual([]);
  });

  it('asks again once the cached families are over an hour old', async () => {
    localStorage.setItem(
      'portal.product-families.org_north',
      JSON.stringify({ storedAt: Date.now() - 61 * 60_000, families: families(false, true).data }),
    );
    const requests = routeFetch({ [familiesPath]: jsonResponse(200, families(true, false)) });
    renderAt(<ProductsPage orgId="org_north" />, '/ordering/products');

    expect(await screen.findByRole('link', { name: 'Order FTTP' })).toBeInTheDocument();
    expect(urlsOf(requests).map((url) => url.pathname)).toEqual([familiesPath]);
  });
});
