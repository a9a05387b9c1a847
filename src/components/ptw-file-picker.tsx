import { Alert, Button, Checkbox, Upload } from 'antd';
import { useId } from 'react';
import { checkPtwSelection, oversizeToast, ptwAccept, ptwLimits, ptwMessages, ptwToastSeconds } from '@/lib/ptw-rules';
import styles from './ptw-file-picker.module.css';
import { useToasts } from './toasts';

export interface PtwFilePickerProps {
  /** The chosen files (held by the caller: the funnel's machine or the detail page's upload machine). */
  files: readonly File[];
  /** The verification tick of spec 3 §5. */
  verified: boolean;
  onChange: (files: File[]) => void;
  onVerifiedChange: (verified: boolean) => void;
  disabled?: boolean;
  /** Shown under the tick, e.g. 'PTW documents should be approved' once the user went on without ticking. */
  error?: string | undefined;
  /** The 'are you sure you want to proceed?' notice while nothing is chosen (default shown). */
  showNoPtwNotice?: boolean;
}

/**
 * PTW documents (spec 3 §5): a controlled picker. Files are checked on the client (PDF by type and first bytes, size,
 * count, names) and handed to `onChange`; nothing is uploaded here (the caller uploads after placement). Refused files
 * get a 10 s warning; the verification tick shows once files are chosen.
 */
export function PtwFilePicker({
  files,
  verified,
  onChange,
  onVerifiedChange,
  disabled = false,
  error,
  showNoPtwNotice = true,
}: PtwFilePickerProps) {
  const { notification } = useToasts();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const addBatch = async (batch: File[]) => {
    const checked = await checkPtwSelection(files, batch);
    const warn = (title: string, description: string) =>
      notification.warning({ title, description, duration: ptwToastSeconds });
    if (checked.oversize.length > 0) {
      const toast = oversizeToast(checked.oversize);
      warn(toast.title, toast.description);
    }
    if (checked.notPdf.length > 0) warn(ptwMessages.notPdf, ptwMessages.notPdfNamed(checked.notPdf));
    if (checked.duplicate.length > 0) warn('File already chosen', ptwMessages.duplicateNamed(checked.duplicate));
    if (checked.tooMany.length > 0) warn(ptwMessages.tooMany, ptwMessages.tooManyNamed(checked.tooMany));
    if (checked.accepted.length > 0) onChange([...files, ...checked.accepted]);
  };

  return (
    <div className={styles.picker}>
      <Upload.Dragger
        multiple
        accept={ptwAccept}
        disabled={disabled}
        // The chosen files are listed below by the picker itself (antd's list animates its rows in from no height).
        showUploadList={false}
        // Nothing is uploaded by antd: each batch is checked once (on its first file) and handed to the caller.
        beforeUpload={(file, batch) => {
          if (file === batch[0]) void addBatch(batch);
          return Upload.LIST_IGNORE;
        }}
      >
        <p className={styles.text}>Click, press Enter or drag PDF files here to add PTW documents</p>
        <p className={styles.hint} id={hintId}>
          PDF only, up to {ptwLimits.maxFiles} files of {ptwLimits.maxFileMegabytes} MB each. Uploaded PTW documents
          cannot be deleted.
        </p>
      </Upload.Dragger>
      {files.length > 0 && (
        <ul className={styles.files} aria-label="Chosen PTW documents">
          {files.map((file, index) => (
            // Names are unique in a choice: the picker refuses a second file of one name.
            <li key={file.name} className={styles.file}>
              <span className={styles.fileName}>{file.name}</span>
              <Button
                size="small"
                disabled={disabled}
                aria-label={`Remove ${file.name}`}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {files.length > 0 ? (
        <div className={styles.verify}>
          <Checkbox
            checked={verified}
            disabled={disabled}
            onChange={(event) => onVerifiedChange(event.target.checked)}
            aria-describedby={error ? errorId : undefined}
            aria-invalid={error ? true : undefined}
          >
            {ptwMessages.verification}
          </Checkbox>
          {error ? (
            <div className={styles.error} id={errorId} role="alert">
              {error}
            </div>
          ) : null}
        </div>
      ) : showNoPtwNotice ? (
        <Alert type="info" showIcon title={ptwMessages.noPtwNotice} />
      ) : null}
    </div>
  );
}
