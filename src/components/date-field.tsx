import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import { type ChangeEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { formatDate, type IsoDay, isAfter, isBefore, parseUkDate } from '@/lib/dates';
import styles from './date-field.module.css';

// antd's DatePicker (and its date library glue) is fetched only when someone opens the calendar.
const DateFieldCalendar = lazy(() =>
  import('./date-field-calendar').then((module) => ({ default: module.DateFieldCalendar })),
);

/** Spec 3 §5: typed text that is not a real day as dd/MM/yyyy (10 characters). */
const invalidDateMessage = 'Invalid date';

export interface DateFieldProps {
  id: string;
  label: string;
  /** The chosen day as yyyy-MM-dd, or null when none (or what is typed is not a date). */
  value: IsoDay | null;
  /** Called with the day, or null; `invalid` says whether text is typed that is not a real day. */
  onChange(value: IsoDay | null, detail: { invalid: boolean }): void;
  /**
   * First and last days the calendar offers, inclusive, and further days it greys out (e.g. weekends). A day typed
   * outside them is still handed on: the form's rules refuse it with the message that names their rule (its `error`).
   */
  min?: IsoDay;
  max?: IsoDay;
  disabledDate?(day: IsoDay): boolean;
  /** The form's message for this field (e.g. 'A requested date cannot be in the past'), shown when the text is a day. */
  error?: string;
  /** What text that is not a day is called (spec 3 §5 'Invalid date'; the Ethernet survey dates' 'Invalid date format.'). */
  invalidMessage?: string;
  required?: boolean;
}

/**
 * A date typed and shown as dd/MM/yyyy whatever the browser's language, with a calendar button. The text is the field's
 * own state while it is typed; the form receives every real day typed (or null), so what its rules refuse is refused in
 * their words, not as an 'Invalid date' under a well-formed date.
 */
export function DateField({
  id,
  label,
  value,
  onChange,
  min,
  max,
  disabledDate,
  error,
  invalidMessage = invalidDateMessage,
  required,
}: DateFieldProps) {
  const [text, setText] = useState(() => (value ? formatDate(value) : ''));
  const [shownValue, setShownValue] = useState(value);
  const [touched, setTouched] = useState(false);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const errorId = useId();

  const offered = (day: IsoDay) => !(min && isBefore(day, min)) && !(max && isAfter(day, max)) && !disabledDate?.(day);
  const readDay = (typed: string) => parseUkDate(typed);

  // A new value from outside (a reset, a restored draft) replaces the text, unless it is what the text already says.
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== readDay(text)) setText(value ? formatDate(value) : '');
  }

  const invalid = text.trim() !== '' && readDay(text) === null;
  // Say so once the user has left the field or typed all ten characters, not at every keystroke.
  const showInvalid = invalid && (touched || text.trim().length >= 10);
  const message = showInvalid ? invalidMessage : error;

  const emit = (typed: string) => {
    const day = readDay(typed);
    setShownValue(day);
    onChange(day, { invalid: typed.trim() !== '' && day === null });
  };

  const type = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    emit(event.target.value);
  };

  const pick = (day: IsoDay) => {
    setText(formatDate(day));
    setTouched(false);
    setCalendarOpen(false);
    emit(formatDate(day));
    input.current?.focus();
  };

  useEffect(() => {
    if (!calendarOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setCalendarOpen(false);
    };
    const closeOnOutside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setCalendarOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('pointerdown', closeOnOutside);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('pointerdown', closeOnOutside);
    };
  }, [calendarOpen]);

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {required && (
          <span className={styles.required} aria-hidden="true">
            *{' '}
          </span>
        )}
        {label}
      </label>
      <div className={styles.control} ref={wrapper}>
        <input
          ref={input}
          id={id}
          className={message ? `${styles.input} ${styles.inputError}` : styles.input}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="dd/mm/yyyy"
          size={10}
          value={text}
          required={required}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${hintId} ${errorId}` : hintId}
          onChange={type}
          onBlur={() => setTouched(true)}
        />
        <button
          type="button"
          className={styles.calendarButton}
          aria-label={`Choose ${label} from a calendar`}
          aria-expanded={calendarOpen}
          onClick={() => setCalendarOpen((open) => !open)}
        >
          <CalendarOutlined aria-hidden="true" />
        </button>
        {calendarOpen && (
          <Suspense fallback={null}>
            <DateFieldCalendar
              value={readDay(text)}
              offered={offered}
              onPick={pick}
              onClose={() => setCalendarOpen(false)}
            />
          </Suspense>
        )}
      </div>
      <span id={hintId} className={styles.hint}>
        Format dd/mm/yyyy
      </span>
      {message && (
        <div id={errorId} className={styles.error} role="alert">
          {message}
        </div>
      )}
    </div>
  );
}
