import { DatePicker } from 'antd';
import enGB from 'antd/es/date-picker/locale/en_GB';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-gb';
import type { IsoDay } from '@/lib/dates';
import styles from './date-field.module.css';

// The picker's cells are calendar days at local midnight: reading and writing them as yyyy-MM-dd keeps the day the user
// clicked, whatever the browser's zone.
const isoOf = (day: Dayjs): IsoDay => day.format('YYYY-MM-DD');

interface Props {
  value: IsoDay | null;
  offered(day: IsoDay): boolean;
  onPick(day: IsoDay): void;
  onClose(): void;
}

/**
 * The date field's calendar, loaded on demand: antd's DatePicker panel (date, month and year levels, weeks from Monday)
 * opened under the field. Its own input is hidden from everyone: the date field's text input is the one to type in.
 */
export function DateFieldCalendar({ value, offered, onPick, onClose }: Props) {
  return (
    <div className={styles.calendarAnchor} aria-hidden="true">
      <DatePicker
        open
        locale={enGB}
        format="DD/MM/YYYY"
        value={value ? dayjs(value).locale('en-gb') : null}
        disabledDate={(day) => !offered(isoOf(day))}
        showNow={false}
        tabIndex={-1}
        inputReadOnly
        // The panel goes beside the hidden anchor (inside the field), so it is neither hidden nor away from the field.
        getPopupContainer={(picker) => picker.parentElement?.parentElement ?? document.body}
        onChange={(day) => day && onPick(isoOf(day))}
        onOpenChange={(open) => !open && onClose()}
      />
    </div>
  );
}
