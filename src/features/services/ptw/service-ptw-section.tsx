import { ptwUploadMachine, ptwUploadProblemMessages } from '@machines/ptw-upload.machine';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { Alert, Button } from 'antd';
import { fromPromise } from 'xstate';
import {
  downloadPtwTemplate,
  downloadServicePtw,
  ptwTemplateFileName,
  servicePtwKeys,
  uploadServicePtw,
} from '@/api/service-ptw';
import { DetailSection, None } from '@/components/detail-section';
import { DownloadButton } from '@/components/download-button';
import { LoadError } from '@/components/load-error';
import { LoadingLines } from '@/components/loading-lines';
import { PtwFilePicker } from '@/components/ptw-file-picker';
import { useToasts } from '@/components/toasts';
import type { ServiceDetail } from '@/contracts/services';
import { formatDateTime } from '@/lib/dates';
import { inspectionOptions } from '@/lib/inspect';
import { ptwToasts } from '@/lib/ptw-rules';
import styles from './service-ptw.module.css';

/** The service's PTW documents, each downloadable; a failed list offers Retry here. */
function PtwDocumentList({ serviceId }: { serviceId: string }) {
  const result = useQuery(servicePtwKeys.list(serviceId));
  if (result.isPending) return <LoadingLines label="Loading the PTW documents" lines={2} />;
  if (result.isError) {
    return (
      <LoadError
        title="We could not load the PTW documents"
        onRetry={() => result.refetch()}
        retrying={result.isFetching}
      />
    );
  }
  if (result.data.length === 0) return <None>No PTW documents have been uploaded for this service.</None>;
  return (
    <ul className={styles.ptwList} aria-label="PTW documents">
      {result.data.map((doc) => (
        <li key={doc.file_name} className={styles.ptwItem}>
          <span className={styles.ptwName}>{doc.file_name}</span>
          <span className={styles.ptwDate}>
            Uploaded <time dateTime={doc.created_at}>{formatDateTime(doc.created_at)}</time>
          </span>
          <DownloadButton
            download={() => downloadServicePtw(serviceId, doc.file_name)}
            fileName={doc.file_name}
            keepName
            failure={ptwToasts.downloadFailed}
            aria-label={`Download ${doc.file_name}`}
          >
            Download
          </DownloadButton>
        </li>
      ))}
    </ul>
  );
}

/** More PTWs for the service (machines/ptw-upload.machine.ts, as for orders): the picker, the tick, Upload. */
function PtwUpload({ serviceId }: { serviceId: string }) {
  const { notification } = useToasts();
  const queryClient = useQueryClient();
  const [snapshot, send] = useMachine(
    ptwUploadMachine.provide({
      actors: { uploadPtw: fromPromise(({ input }) => uploadServicePtw(input.directory, input.files)) },
      actions: {
        notifyUploaded: (_, toast) => {
          notification.success(toast);
          void queryClient.invalidateQueries({ queryKey: servicePtwKeys.list(serviceId).queryKey });
        },
        notifyUploadFailed: (_, toast) => notification.error(toast),
      },
    }),
    { input: { directory: serviceId }, ...inspectionOptions() },
  );
  const { files, verified, problem } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  return (
    <div className={styles.ptwUpload}>
      <h3 className={styles.subheading}>Upload PTW documents</h3>
      <PtwFilePicker
        files={files}
        verified={verified}
        onChange={(next) => send({ type: 'files.change', files: next })}
        onVerifiedChange={(next) => send({ type: 'verified.change', verified: next })}
        disabled={busy}
        error={problem === 'notApproved' ? ptwUploadProblemMessages.notApproved : undefined}
        showNoPtwNotice={false}
      />
      {problem === 'noFiles' && (
        <div role="alert" className={styles.problem}>
          {ptwUploadProblemMessages.noFiles}
        </div>
      )}
      {snapshot.matches('failed') && (
        <Alert
          type="error"
          showIcon
          title={ptwToasts.uploadFailed.title}
          description={ptwToasts.uploadFailed.description}
        />
      )}
      <div>
        <Button type="primary" loading={busy} onClick={() => send({ type: 'upload.submit' })}>
          Upload
        </Button>
      </div>
    </div>
  );
}

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
      <PtwDocumentList serviceId={service.id} />
      <PtwUpload serviceId={service.id} />
    </DetailSection>
  );
}
