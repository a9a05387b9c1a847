import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode } from 'react';
import { DebugNewrelicPage, MonitoringTestError } from '@/features/debug/debug-newrelic-page';

// Stands in for the app's error boundary: records what reached it.
class Boundary extends Component<{ children: ReactNode; onError: (error: unknown) => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? <p>boundary caught it</p> : this.props.children;
  }
}

describe('DebugNewrelicPage', () => {
  it('says what it is for and throws a test exception during render that the error boundary catches', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    render(
      <Boundary onError={onError}>
        <DebugNewrelicPage />
      </Boundary>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/checking error monitoring/i)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Throw test exception' }));

    expect(screen.getByText('boundary caught it')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(expect.any(MonitoringTestError));
    consoleError.mockRestore();
  });
});
