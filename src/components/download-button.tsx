import { useMutation } from '@tanstack/react-query';
import { Button, type ButtonProps } from 'antd';
import type { DownloadedFile } from '@/api/http';
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

/** A button that downloads a file: busy while it loads, a toast when it fails (the screen itself stays as it was). */
export function DownloadButton({ download, fileName, keepName, failure, children, ...button }: DownloadButtonProps) {
  const { notification } = useToasts();
  const mutation = useMutation({
    mutationFn: download,
    onSuccess: (file) => saveFile(keepName ? { ...file, fileName } : file, fileName),
    onError: () => notification.error(failure),
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
