import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ServiceLookup } from '@/features/incidents/incident-raise/service-lookup';
import { configureTestHttp, jsonResponse, routeFetch } from '../support/http';
import { renderAt } from './fixtures';

beforeEach(() => configureTestHttp());
afterEach(() => vi.unstubAllGlobals());

/** The lookup as the funnel holds it: the text is kept outside (in the machine), Enter and picks reported. */
function Lookup({ onEnter, onSelect }: { onEnter(): void; onSelect(reference: string): void }) {
  const [text, setText] = useState('');
  return <ServiceLookup text={text} disabled={false} onType={setText} onSelect={onSelect} onEnter={onEnter} />;
}

describe('ServiceLookup', () => {
  it('looks a typed reference up on Enter even after its suggestions have loaded (s1000001 is read as S1000001)', async () => {
    routeFetch({
      '/v2/services/filter': jsonResponse(200, { data: [{ id: 's1', service_reference: 'S1000001', status: 'Live' }] }),
    });
    const onEnter = vi.fn();
    renderAt(<Lookup onEnter={onEnter} onSelect={vi.fn()} />, '/support/incidents/create');
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Service Reference' }), 's1000001');
    await screen.findByText('S1000001 (Live)');
    await user.keyboard('{Enter}');
    expect(onEnter).toHaveBeenCalledTimes(1);
  });
});
