import { AutoComplete, Form } from 'antd';
import { useId, useState } from 'react';
import { serviceReferencePattern, unwrapServiceReference } from '@/lib/support-rules';
import { useServiceSuggestions } from './funnel-hooks';

interface ServiceLookupProps {
  selected: string | null;
  disabled: boolean;
  onSelect(serviceReference: string): void;
}

/**
 * The service reference lookup (spec 2 §5): suggestions from 3 characters after 250 ms, up to 20; picking one, or
 * pressing Enter on a full reference, starts the checks. The 'Other (…)' wrapper is removed before anything is sent.
 */
export function ServiceLookup({ selected, disabled, onSelect }: ServiceLookupProps) {
  const [text, setText] = useState(selected ?? '');
  const { suggestions, searching, failed } = useServiceSuggestions(text);
  const id = useId();
  const choose = (value: string) => {
    const reference = unwrapServiceReference(value);
    setText(reference);
    if (reference && reference !== selected) onSelect(reference);
  };

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
        onChange={(value: string) => setText(value)}
        onSelect={(value: string) => choose(value)}
        onInputKeyDown={(event) => {
          const reference = unwrapServiceReference(text);
          if (event.key === 'Enter' && serviceReferencePattern.test(reference)) choose(reference);
        }}
        notFoundContent={searching ? 'Searching…' : text.trim().length >= 3 ? 'No matching live services' : null}
        placeholder="e.g. S1000001"
        allowClear
        aria-describedby={`${id}_help`}
      />
    </Form.Item>
  );
}
