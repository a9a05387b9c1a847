import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { DateField, type DateFieldProps } from '@/components/date-field';
import { isWorkingDay } from '@/lib/dates';

type Change = [string | null, boolean];

function Harness({
  initial = null,
  changes = [],
  ...props
}: Partial<DateFieldProps> & { initial?: string | null; changes?: Change[] }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <DateField
        id="requested-date"
        label="Requested Date"
        {...props}
        value={value}
        onChange={(day, { invalid }) => {
          setValue(day);
          changes.push([day, invalid]);
        }}
      />
      <output aria-label="chosen">{value ?? 'none'}</output>
      <button type="button" onClick={() => setValue(null)}>
        Reset
      </button>
    </>
  );
}

// The calendar's first open loads antd's DatePicker; on a busy machine, transforming it can take longer than 5 s.
const calendarLoad = 20_000;

const field = () => screen.getByRole('textbox', { name: 'Requested Date' });
const chosen = () => screen.getByRole('status', { name: 'chosen' }).textContent;

describe('DateField', () => {
  it('shows its day as dd/MM/yyyy in a labelled text input', () => {
    render(<Harness initial="2026-01-05" />);
    expect(field()).toHaveValue('05/01/2026');
    expect(field()).toHaveAccessibleDescription('Format dd/mm/yyyy');
  });

  it('hands back the day typed as dd/MM/yyyy', async () => {
    const changes: Change[] = [];
    render(<Harness changes={changes} />);
    await userEvent.type(field(), '12/01/2026');
    expect(chosen()).toBe('2026-01-12');
    expect(changes.at(-1)).toEqual(['2026-01-12', false]);
    expect(screen.queryByText('Invalid date')).toBeNull();
  });

  it("reads dd/MM/yyyy even when the browser's language is en-US", async () => {
    const language = vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    render(<Harness />);
    await userEvent.type(field(), '02/03/2026');
    expect(chosen()).toBe('2026-03-02');
    language.mockRestore();
  });

  it("says 'Invalid date' for a day that does not exist, and hands back no day", async () => {
    const changes: Change[] = [];
    render(<Harness changes={changes} />);
    await userEvent.type(field(), '31/02/2026');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid date');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription('Format dd/mm/yyyy Invalid date');
    expect(chosen()).toBe('none');
    expect(changes.at(-1)).toEqual([null, true]);
  });

  it("waits until the field is left to call half-typed text an 'Invalid date'", async () => {
    render(<Harness />);
    await userEvent.type(field(), '5/1/26');
    expect(screen.queryByText('Invalid date')).toBeNull();
    await userEvent.tab();
    expect(screen.getByText('Invalid date')).toBeInTheDocument();
    await userEvent.clear(field());
    expect(screen.queryByText('Invalid date')).toBeNull();
  });

  it("lets more than the 10 characters of dd/MM/yyyy be typed, and calls them an 'Invalid date'", async () => {
    render(<Harness />);
    await userEvent.type(field(), '05/01/20261');
    expect(field()).toHaveValue('05/01/20261');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid date');
    expect(chosen()).toBe('none');
  });

  it('hands on a well-formed day outside min and max, for the form to say which rule refuses it', async () => {
    render(<Harness min="2026-11-23" max="2026-12-31" error="A requested date cannot be in the past" />);
    await userEvent.type(field(), '22/11/2026');
    expect(chosen()).toBe('2026-11-22');
    expect(screen.getByRole('alert')).toHaveTextContent('A requested date cannot be in the past');
    expect(screen.queryByText('Invalid date')).toBeNull();
  });

  it('hands on a day that disabledDate greys out in the calendar', async () => {
    render(<Harness disabledDate={(day) => !isWorkingDay(day)} />);
    await userEvent.type(field(), '21/11/2026');
    expect(chosen()).toBe('2026-11-21');
    expect(screen.queryByText('Invalid date')).toBeNull();
  });

  it("calls a malformed date by the form's own words when it has them ('Invalid date format.')", async () => {
    render(<Harness invalidMessage="Invalid date format." />);
    await userEvent.type(field(), '32/12/2026');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid date format.');
  });

  it("shows the form's own message when the text is a date", () => {
    render(<Harness error="Required" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Required');
    expect(field()).toHaveAccessibleDescription('Format dd/mm/yyyy Required');
  });

  it('follows a new value from outside, such as a reset', async () => {
    render(<Harness initial="2026-01-05" />);
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(field()).toHaveValue('');
  });

  it('opens a calendar on demand and takes the day picked in it', async () => {
    render(<Harness initial="2026-01-05" min="2026-01-05" />);
    const button = screen.getByRole('button', { name: 'Choose Requested Date from a calendar' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelector('.ant-picker-dropdown')).toBeNull();

    await userEvent.click(button);
    const dayCell = await waitFor(
      () => {
        const cell = document.querySelector<HTMLElement>('td[title="2026-01-20"]');
        expect(cell).not.toBeNull();
        return cell as HTMLElement;
      },
      { timeout: calendarLoad },
    );
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // Days before min are not offered.
    expect(document.querySelector('td[title="2026-01-04"]')).toHaveClass('ant-picker-cell-disabled');

    await userEvent.click(dayCell.firstElementChild as HTMLElement);
    expect(chosen()).toBe('2026-01-20');
    expect(field()).toHaveValue('20/01/2026');
    expect(field()).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the calendar with Escape', async () => {
    render(<Harness />);
    const button = screen.getByRole('button', { name: 'Choose Requested Date from a calendar' });
    await userEvent.click(button);
    await waitFor(() => expect(document.querySelector('.ant-picker-dropdown')).not.toBeNull(), {
      timeout: calendarLoad,
    });
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(chosen()).toBe('none');
  });

  it('is reached and used with the keyboard alone', async () => {
    render(<Harness />);
    await userEvent.tab();
    expect(field()).toHaveFocus();
    await userEvent.keyboard('07/12/2026');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Choose Requested Date from a calendar' })).toHaveFocus();
    expect(chosen()).toBe('2026-12-07');
  });

  it('has no axe violations, also when invalid', async () => {
    const { container } = render(<Harness />);
    const scan = async () =>
      (await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })).violations.map((v) => v.id);
    expect(await scan()).toEqual([]);
    await userEvent.type(field(), '99/99/9999');
    expect(await scan()).toEqual([]);
  });
});
