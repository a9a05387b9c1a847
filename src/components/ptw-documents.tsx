import type { ptwUploadMachine } from '@machines/ptw-upload.machine';
import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { Alert, Button } from 'antd';
import { fromPromise } from 'xstate';
import type { DownloadedFile } from '@/api/http';
import { None } from '@/components/detail-section';
import { DownloadButton } from '@/components/download-button';
import { LoadError } from '@/components/load-error';
import { LoadingLines } from '@/components/loading-lines';
import { PtwFilePicker } from '@/components/ptw-file-picker';
import { useToasts } from '@/components/toasts';
import { formatDateTime } from '@/lib/dates';
import { inspectionOptions } from '@/lib/inspect';
import { ptwMessages, ptwToasts } from '@/lib/ptw-rules';
import styles from './ptw-documents.module.css';

interface PtwDocument {
  file_name: string;
  created_at: string;
}

/** Where an order's or a service's PTW documents are listed, downloaded and uploaded (one set of calls each). */
export interface PtwDocumentsProps {
  /** The documents' query key (its area's key factory: invalidated after an upload) and the call that lists them. */
  documents: { queryKey: QueryKey; list: (signal: AbortSignal) => Promise<readonly PtwDocument[]> };
  download: (fileName: string) => Promise<DownloadedFile>;
  /** Sends the files for `directory` (the order's buyer reference, the service's id). */
  upload: (directory: string, files: readonly File[]) => Promise<unknown>;
  directory: string;
  /** 'order' or 'service', in the empty list's sentence. */
  owner: string;
  uploadHeading: string;
  /** machines/ptw-upload.machine.ts, handed over by the feature (shared views take their machine as a value). */
  machine: typeof ptwUploadMachine;
}

/** The documents, each downloadable; a failed list offers Retry here without leaving the record. */
function PtwDocumentList({ documents, download, owner }: PtwDocumentsProps) {
  const result = useQuery({ queryKey: documents.queryKey, queryFn: ({ signal }) => documents.list(signal) });
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
  if (result.data.length === 0) return <None>{`No PTW documents have been uploaded for this ${owner}.`}</None>;
  return (
    <ul className={styles.ptwList} aria-label="PTW documents">
      {result.data.map((doc) => (
        <li key={doc.file_name} className={styles.ptwItem}>
          <span className={styles.ptwName}>{doc.file_name}</span>
          <span className={styles.ptwDate}>
            Uploaded <time dateTime={doc.created_at}>{formatDateTime(doc.created_at)}</time>
          </span>
          <DownloadButton
            download={() => download(doc.file_name)}
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

/** More PTWs (machines/ptw-upload.machine.ts): the picker, the tick, Upload. */
function PtwUpload({ documents, upload, directory, uploadHeading, machine }: PtwDocumentsProps) {
  const { notification } = useToasts();
  const queryClient = useQueryClient();
  const [snapshot, send] = useMachine(
    machine.provide({
      actors: { uploadPtw: fromPromise(({ input }) => upload(input.directory, input.files)) },
      actions: {
        notifyUploaded: (_, toast) => {
          notification.success(toast);
          void queryClient.invalidateQueries({ queryKey: documents.queryKey });
        },
        notifyUploadFailed: (_, toast) => notification.error(toast),
      },
    }),
    { input: { directory }, ...inspectionOptions() },
  );
  const { files, verified, problem, refusal } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  return (
    <div className={styles.ptwUpload}>
      <h3 className={styles.subheading}>{uploadHeading}</h3>
      <PtwFilePicker
        files={files}
        verified={verified}
        onChange={(next) => send({ type: 'files.change', files: next })}
        onVerifiedChange={(next) => send({ type: 'verified.change', verified: next })}
        disabled={busy}
        error={problem === 'notApproved' ? ptwMessages.notApproved : undefined}
        showNoPtwNotice={false}
      />
      {problem === 'noFiles' && (
        <div role="alert" className={styles.problem}>
          {ptwMessages.noFiles}
        </div>
      )}
      {refusal && <Alert type="error" showIcon title={ptwToasts.uploadFailed.title} description={refusal} />}
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

/** A record's permission-to-work documents (spec 2 §7, spec 3 §5, §7): the list with downloads, then upload. No delete. */
export function PtwDocuments(props: PtwDocumentsProps) {
  return (
    <>
      <PtwDocumentList {...props} />
      <PtwUpload {...props} />
    </>
  );
}
