import { ptwUploadMachine } from '@machines/ptw-upload.machine';
import { downloadPtwTemplate, ptwTemplateFileName, servicePtw } from '@/api/ptw';
import { DetailSection } from '@/components/detail-section';
import { DownloadButton } from '@/components/download-button';
import { PtwDocuments } from '@/components/ptw-documents';
import type { ServiceDetail } from '@/contracts/services';
import { ptwToasts } from '@/lib/ptw-rules';
import { serviceKeys } from '../queries';

/**
 * Spec 2 §7 Permission to work: the service's PTW documents (download), the blank form, and upload (PDFs, the orders'
 * limits and words). Documents cannot be deleted.
 */
export function ServicePtwSection({ service }: { service: ServiceDetail }) {
  return (
    <DetailSection id="service-ptw" title="Permission to work documents" wide>
      <div>
        <DownloadButton
          download={downloadPtwTemplate}
          fileName={ptwTemplateFileName}
          keepName
          failure={ptwToasts.downloadFailed}
        >
          Download the PTW form
        </DownloadButton>
      </div>
      <PtwDocuments
        documents={{
          queryKey: serviceKeys.ptw(service.id).queryKey,
          list: (signal) => servicePtw.list(service.id, signal),
        }}
        download={(fileName) => servicePtw.download(service.id, fileName)}
        upload={servicePtw.upload}
        directory={service.id}
        owner="service"
        machine={ptwUploadMachine}
        uploadHeading="Upload PTW documents"
      />
    </DetailSection>
  );
}
