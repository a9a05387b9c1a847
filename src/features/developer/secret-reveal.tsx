import { Alert, Button, Typography } from 'antd';
import type { AppCredentialSecretResponse } from '@/contracts/developer';

/** The client id and secret, shown once: the sandbox keeps only the secret's hash. */
export function SecretReveal({
  answer,
  copied,
  onCopied,
}: {
  answer: AppCredentialSecretResponse;
  copied: boolean;
  onCopied: () => void;
}) {
  return (
    <div>
      <Alert
        type="warning"
        showIcon
        title="Copy the client secret now"
        description="It will not be shown again. Store it in your system's secret store; if it is lost, rotate it."
      />
      <dl>
        <dt>Client ID</dt>
        <dd>
          <Typography.Text code copyable={{ text: answer.data.client_id }}>
            {answer.data.client_id}
          </Typography.Text>
        </dd>
        <dt>Client secret</dt>
        <dd>
          <Typography.Text code data-testid="client-secret">
            {answer.client_secret}
          </Typography.Text>
        </dd>
      </dl>
      <Button
        type="primary"
        onClick={() => navigator.clipboard.writeText(answer.client_secret).then(onCopied, () => undefined)}
      >
        {copied ? 'Copied' : 'Copy secret'}
      </Button>
    </div>
  );
}
