import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { type Column, ListTable } from '@/components/list-table';

interface Row {
  reference: string;
  status: string;
}
const rows: Row[] = [
  { reference: 'S5000002', status: 'Live' },
  { reference: 'S5000003', status: 'Ceased' },
];
const columns: Column<Row>[] = [
  { header: 'Service reference', cell: (r) => r.reference },
  { header: 'Status', cell: (r) => r.status },
];

// jsdom lays nothing out: the box's widths and its ResizeObserver are played by the test.
let contentWidth = 300;
const boxWidth = 390;
let resized: (() => void)[] = [];

beforeEach(() => {
  contentWidth = 300;
  resized = [];
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => contentWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => boxWidth);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: () => void) {}
      observe() {
        resized.push(this.callback);
      }
      unobserve() {}
      disconnect() {
        resized = resized.filter((c) => c !== this.callback);
      }
    },
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const mount = () =>
  render(
    <>
      <button type="button">Before</button>
      <ListTable caption="Services" columns={columns} rows={rows} rowKey={(r) => r.reference} />
      <button type="button">After</button>
    </>,
  );
const resize = (width: number) =>
  act(() => {
    contentWidth = width;
    for (const callback of resized) callback();
  });
const scan = async (container: HTMLElement) =>
  (await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })).violations.map((v) => v.id);

describe('ListTable scrolling sideways', () => {
  it('makes a table wider than its box a group named by its caption that the keyboard reaches', async () => {
    contentWidth = 880;
    const { container } = mount();
    const region = screen.getByRole('group', { name: 'Services' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table', { name: 'Services' }));
    await userEvent.tab();
    await userEvent.tab();
    expect(region).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(await scan(container)).toEqual([]);
  });

  it('adds no tab stop and no group when the table fits', async () => {
    mount();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Services' }).parentElement).not.toHaveAttribute('tabindex');
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('follows the box as it is resized: a tab stop while the table overflows, none once it fits again', () => {
    mount();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    resize(880);
    expect(screen.getByRole('group', { name: 'Services' })).toHaveAttribute('tabindex', '0');
    resize(boxWidth);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Services' }).parentElement).not.toHaveAttribute('tabindex');
  });
});
