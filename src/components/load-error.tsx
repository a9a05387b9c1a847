import { Alert, Button } from 'antd';

interface LoadErrorProps {
  /** What could not be loaded, e.g. 'We could not load your dashboard'. */
  title: string;
  onRetry(): void;
  retrying: boolean;
}

/** A first load that failed: an inline alert with a Retry, as every screen shows it (STYLE.md, TanStack Query). */
export function LoadError({ title, onRetry, retrying }: LoadErrorProps) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description="Please check your connection and try again."
      action={
        <Button onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      }
    />
  );
}
