import { Button, Typography } from 'antd';
import { useState } from 'react';

/** Thrown on purpose so monitoring can be checked end to end; the name makes it easy to filter. */
export class MonitoringTestError extends Error {
  override name = 'MonitoringTestError';
}

/**
 * /debug-newrelic: proves that a render error reaches the app's error boundary and the monitoring
 * agent. Throwing during render (not in the click handler) is the point: handlers bypass boundaries.
 */
export function DebugNewrelicPage() {
  const [shouldThrow, setShouldThrow] = useState(false);
  if (shouldThrow) throw new MonitoringTestError('Test exception from /debug-newrelic');
  return (
    <main style={{ maxWidth: 720, margin: '0 auto', padding: 24 }}>
      <Typography.Title level={1}>Monitoring test</Typography.Title>
      <Typography.Paragraph>
        This page is for checking error monitoring. The button below throws a test exception while the page renders, so
        the application's error page should appear and the exception should be reported to monitoring. It changes no
        data.
      </Typography.Paragraph>
      <Button danger onClick={() => setShouldThrow(true)}>
        Throw test exception
      </Button>
    </main>
  );
}
