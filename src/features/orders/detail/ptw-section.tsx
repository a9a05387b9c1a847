import { ptwUploadMachine, ptwUploadProblemMessages } from '@machines/ptw-upload.machine';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { Alert, Button } from 'antd';
import { fromPromise } from 'xstate';
import { downloadPtwDocument, uploadPtwDocuments } from '@/api/ptw';
import type { SectionProps } from '@/components/detail-page';
import { DetailSection, None } from '@/components/detail-section';
import { DownloadButton } from '@/components/download-button';
import { LoadError } from '@/components/load-error';
import { LoadingLines } from '@/components/loading-lines';
import { PtwFilePicker } from '@/components/ptw-file-picker';
import { useToasts } from '@/components/toasts';
import type { OrderDetail } from '@/contracts/orders';
import { formatDateTime } from '@/lib/dates';
import { inspectionOptions } from '@/lib/inspect';
import { ptwToasts } from '@/lib/ptw-rules';
import styles from './order-detail.module.css';
import { ptwDocumentsQuery } from './order-queries';

/** The order's PTW documents, each downloadable; a failed list offers Retry here without leaving the order. */
function PtwDocumentList({ buyerReference }: { buyerReference: string }) {
  const result = useQuery(ptwDocumentsQuery(buyerReference));
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
  if (result.data.length === 0) return <None>No PTW documents have been uploaded for this order.</None>;
  return (
    <ul className={styles.ptwList} aria-label="PTW documents">
      {result.data.map((doc) => (
        <li key={doc.file_name} className={styles.ptwItem}>
          <span className={styles.ptwName}>{doc.file_name}</span>
          <span className={styles.ptwDate}>
            Uploaded <time dateTime={doc.created_at}>{formatDateTime(doc.created_at)}</time>
          </span>
          <DownloadButton
            download={() => downloadPtwDocument(buyerReference, doc.file_name)}
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

/** More PTWs for the order (machines/ptw-upload.machine.ts): the picker, the tick, Upload. */
function PtwUpload({ buyerReference }: { buyerReference: string }) {
  const { notification } = useToasts();
  const queryClient = useQueryClient();
  const [snapshot, send] = useMachine(
    ptwUploadMachine.provide({
      actors: { uploadPtw: fromPromise(({ input }) => uploadPtwDocuments(input.directory, input.files)) },
      actions: {
        notifyUploaded: (_, toast) => {
          notification.success(toast);
          void queryClient.invalidateQueries({ queryKey: ptwDocumentsQuery(buyerReference).queryKey });
        },
        notifyUploadFailed: (_, toast) => notification.error(toast),
      },
    }),
    { input: { directory: buyerReference }, ...inspectionOptions() },
  );
  const { files, verified, problem } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  return (
    <div className={styles.ptwUpload}>
      <h3 className={styles.subheading}>Upload more PTW documents</h3>
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

/** Spec 3 §3 ptw_documents, §5, §7: an Ethernet order's permission-to-work documents. Uploads cannot be deleted. */
export function PtwSection({ record: order }: SectionProps<OrderDetail>) {
  if (order.order_type !== 'ethernet') return null;
  return (
    <DetailSection id="order-ptw" title="Permission to work documents" wide>
      <PtwDocumentList buyerReference={order.buyer_order_reference} />
      <PtwUpload buyerReference={order.buyer_order_reference} />
    </DetailSection>
  );
}
