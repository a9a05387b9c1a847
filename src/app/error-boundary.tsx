import { CloseCircleFilled, WarningFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '@/api/monitoring';
import styles from '@/app/error-boundary.module.css';

/** A failed lazy chunk (new deployment, dropped connection) needs a reload, not an apology for a bug. */
function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
      error.message,
    )
  );
}

interface Props {
  children: ReactNode;
}

function BoundaryResult(props: { status: 'warning' | 'error'; title: string; subTitle: string; extra: ReactNode }) {
  const Icon = props.status === 'warning' ? WarningFilled : CloseCircleFilled;
  return (
    <div className={styles.result}>
      <div className={`${styles.icon} ${styles[props.status]}`}>
        <Icon aria-hidden />
      </div>
      <div className={styles.title}>{props.title}</div>
      <p className={styles.subTitle}>{props.subTitle}</p>
      <div className={styles.extra}>{props.extra}</div>
    </div>
  );
}

export class AppErrorBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Render failed', error, info.componentStack);
    // A failed chunk is a deployment or a connection, not a bug: monitoring hears only of render errors.
    if (!isChunkLoadError(error)) void reportError(error);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (isChunkLoadError(error)) {
      return (
        <BoundaryResult
          status="warning"
          title="This page could not be loaded"
          subTitle="The portal may have been updated, or the connection dropped. Reloading usually fixes it."
          extra={
            <Button type="primary" onClick={() => window.location.reload()}>
              Reload
            </Button>
          }
        />
      );
    }
    return (
      <BoundaryResult
        status="error"
        title="Something went wrong"
        subTitle="This part of the page failed to display. Please try again, or speak to your account administrator if it keeps happening."
        extra={[
          <Button key="retry" type="primary" onClick={() => this.setState({ error: null })}>
            Try again
          </Button>,
          <Button key="home" href="/">
            Go to Dashboard
          </Button>,
        ]}
      />
    );
  }
}
