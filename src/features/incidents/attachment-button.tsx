import { Button } from 'antd';
import { useState } from 'react';
import { downloadIncidentAttachment } from '@/api/incidents';
import { saveFile } from '@/components/save-file';
import { useToasts } from '@/components/toasts';

/** Fetches the file with the bearer token and saves it under its original name. */
export function AttachmentButton({
  incidentId,
  attachment,
}: {
  incidentId: string;
  attachment: { id: string; original_file_name: string };
}) {
  const { notification } = useToasts();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const file = await downloadIncidentAttachment(incidentId, attachment.id);
      // The name the user uploaded, whatever the server's header makes of it.
      saveFile({ blob: file.blob, fileName: attachment.original_file_name }, attachment.original_file_name);
    } catch {
      notification.error({
        title: 'Download failed',
        description: `${attachment.original_file_name} could not be downloaded. Please try again.`,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" onClick={download} loading={busy} aria-label={`Download ${attachment.original_file_name}`}>
      Download
    </Button>
  );
}
