import { downloadIncidentAttachment } from '@/api/incidents';
import { DownloadButton } from '@/components/download-button';

/** Fetches the file with the bearer token and saves it under the name the user uploaded, whatever the header says. */
export function AttachmentButton({
  incidentId,
  attachment,
}: {
  incidentId: string;
  attachment: { id: string; original_file_name: string };
}) {
  const name = attachment.original_file_name;
  return (
    <DownloadButton
      size="small"
      aria-label={`Download ${name}`}
      download={() => downloadIncidentAttachment(incidentId, attachment.id)}
      fileName={name}
      keepName
      failure={{ title: 'Download failed', description: `${name} could not be downloaded. Please try again.` }}
    >
      Download
    </DownloadButton>
  );
}
