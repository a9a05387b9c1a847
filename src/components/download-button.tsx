import { useMutation } from '@tanstack/react-query';
import { Button, type ButtonProps } from 'antd';
import { type DownloadedFile, HttpError } from '@/api/http';
import { saveFile } from './save-file';
import { useToasts } from './toasts';

interface DownloadButtonProps extends Omit<ButtonProps, 'onClick' | 'loading'> {
  /** Fetches the file (with the bearer token). */
  download: () => Promise<DownloadedFile>;
  /** The name to save under when the answer names none (or always, with `keepName`). */
  fileName: string;
  /** Save under `fileName` whatever the server's header says, e.g. the name the user uploaded. */
  keepName?: boolean;
  /** The toast's title and text when the download fails. */
  failure: { title: string; description: string };
}

/** What the toast says when the sandbox refuses the caller (403): trying again would not help. */
const downloadRefused = {
  description:
    'You do not have permission to download this. If you think you should, please speak to your account administrator.',
};

/**
 * A button that downloads a file: busy while it loads, a toast when it fails (the screen itself stays as it was),
 * saying so when the refusal is the user's permission rather than a passing failure.
 */
export function DownloadButton({ download, fileName, keepName, failure, children, ...button }: DownloadButtonProps) {
  const { notification } = useToasts();
  const mutation = useMutation({
    mutationFn: download,
    onSuccess: (file) => saveFile(keepName ? { ...file, fileName } : file, fileName),
    onError: (error) =>
      notification.error(
        error instanceof HttpError && error.status === 403 ? { ...failure, ...downloadRefused } : failure,
      ),
  });
  return (
    <Button {...button} onClick={() => mutation.mutate()} loading={mutation.isPending}>
      {children}
    </Button>
  );
}

/** A list's Export: the list's CSV with its filters and sort. */
export function ExportButton({ download, fileName }: Pick<DownloadButtonProps, 'download' | 'fileName'>) {
  return (
    <DownloadButton
      download={download}
      fileName={fileName}
      failure={{ title: 'Export failed', description: 'The export could not be downloaded. Please try again.' }}
    >
      Export
    </DownloadButton>
  );
}
