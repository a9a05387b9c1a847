import { AutoComplete, Form } from 'antd';
import { useId } from 'react';
import { unwrapServiceReference } from '@/lib/support-rules';
import { useServiceSuggestions } from './funnel-hooks';

interface ServiceLookupProps {
  /** What the field holds (the machine keeps it: editing a checked reference invalidates its check). */
  text: string;
  disabled: boolean;
  onType(text: string): void;
  onSelect(serviceReference: string): void;
  onEnter(): void;
}

/**
 * The service reference lookup (spec 2 §5): suggestions from 3 characters after 250 ms, up to 20; picking one, or
 * pressing Enter on a typed reference, starts the checks. The 'Other (…)' wrapper is removed before anything is sent.
 */
export function ServiceLookup({ text, disabled, onType, onSelect, onEnter }: ServiceLookupProps) {
  const { suggestions, searching, failed } = useServiceSuggestions(text);
  const id = useId();

  return (
    <Form.Item
      label="Service Reference"
      htmlFor={id}
      required
      help={
        failed
          ? 'Suggestions are unavailable right now; type the full reference and press Enter.'
          : 'S followed by 4 to 10 digits, e.g. S1000001. Type 3 characters for suggestions.'
      }
    >
      <AutoComplete
        id={id}
        value={text}
        disabled={disabled}
        options={suggestions.map((s) => ({
          value: s.service_reference,
          label: `${s.service_reference} (${s.status})`,
        }))}
        onChange={(value: string) => onType(value ?? '')}
        onSelect={(value: string) => onSelect(unwrapServiceReference(value))}
        // Enter looks the typed reference up (a highlighted suggestion, if any, is picked and checked instead).
        onInputKeyDown={(event) => {
          if (event.key === 'Enter') onEnter();
        }}
        notFoundContent={searching ? 'Searching…' : text.trim().length >= 3 ? 'No matching live services' : null}
        placeholder="e.g. S1000001"
        allowClear
        aria-describedby={`${id}_help`}
      />
    </Form.Item>
  );
}
