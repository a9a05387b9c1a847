import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Input, Modal } from 'antd';
import { type FormEvent, useId, useState } from 'react';
import { exportOrdersByEmail } from '@/api/orders';
import { DateField } from '@/components/date-field';
import { useToasts } from '@/components/toasts';
import { type OrderType, orderExportColumns } from '@/contracts/orders';
import { addDays, type IsoDay, todayIso } from '@/lib/dates';
import { exportRangeFits, orderExportQuery, orderMessages } from '@/lib/order-rules';
import styles from './orders.module.css';

/** Labels of the export's columns, as the list heads them. */
const exportColumnLabels: Record<(typeof orderExportColumns)[number], string> = {
  buyer_order_reference: 'Buyer Order Reference',
  seller_order_reference: 'Seller Order Reference',
  service_reference: 'Service Reference',
  product: 'Product',
  address: 'Address',
  status: 'Status',
  created_at: 'Created',
  updated_at: 'Last Updated',
  ordered_by: 'Ordered By',
  appointment_date: 'Appointment Date',
  cpe_install: 'CPE Install',
  bbu_install: 'BBU Install',
  voip_install: 'VOIP Install',
};

export interface OrderExportFilters {
  type: OrderType;
  status?: string;
  search?: string;
}

type Errors = Partial<Record<'columns' | 'date_from' | 'date_to' | 'filename', string>>;

/**
 * Spec 3 §2, §5, §7: the orders export by email. The user picks columns, a date range (at most 365 days, said before
 * sending and refused here as the sandbox refuses it) and a file name; the list's type, status and search go along.
 */
export function OrderExportDialog({
  open,
  onClose,
  filters,
}: {
  open: boolean;
  onClose: () => void;
  filters: OrderExportFilters;
}) {
  const today = todayIso();
  const formId = useId();
  const { notification } = useToasts();
  const [columns, setColumns] = useState<string[]>([...orderExportColumns]);
  const [from, setFrom] = useState<IsoDay | null>(addDays(today, -30));
  const [to, setTo] = useState<IsoDay | null>(today);
  const [filename, setFilename] = useState(`orders-${filters.type}-${today}`);
  const [errors, setErrors] = useState<Errors>({});
  // A field's message stays until the field changes, so an old refusal never sits beside a range that now fits.
  const clear = (...fields: (keyof Errors)[]) =>
    setErrors((shown) =>
      Object.fromEntries(Object.entries(shown).filter(([field]) => !fields.includes(field as keyof Errors))),
    );
  const rangeTooLong = from !== null && to !== null && to >= from && !exportRangeFits(from, to);

  const send = useMutation({
    mutationFn: exportOrdersByEmail,
    onSuccess: ({ outbox_url: outbox }) => {
      notification.success({
        title: 'Export requested',
        description: (
          <>
            The file will arrive by email shortly.
            {/* The sandbox's outbox page, by the signed link the answer carries (the provider's real one mails). */}
            {outbox?.startsWith('/') && (
              <>
                {' '}
                <a href={outbox} target="_blank" rel="noreferrer" style={{ textDecoration: 'underline' }}>
                  Open the sandbox outbox
                </a>
              </>
            )}
          </>
        ),
      });
      onClose();
    },
    onError: () =>
      notification.error({
        title: 'Export failed',
        description: 'The export could not be requested. Please try again.',
      }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = orderExportQuery.safeParse({
      order_type: filters.type,
      status: filters.status,
      search: filters.search || undefined,
      filename,
      date_from: from ?? '',
      date_to: to ?? '',
      columns: columns.join(','),
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        found[field] ??= field === 'date_from' || field === 'date_to' ? dateMessage(issue.message) : issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    send.mutate({ ...parsed.data, filename: parsed.data.filename || undefined });
  };

  return (
    <Modal
      open={open}
      title="Export orders"
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="send" type="primary" htmlType="submit" form={formId} loading={send.isPending}>
          Send export
        </Button>,
      ]}
    >
      <form id={formId} onSubmit={submit} noValidate className={styles.exportForm}>
        <p className={styles.secondary}>The file is sent to your email address. {orderMessages.exportRange}.</p>
        <fieldset className={styles.fieldset}>
          <legend>Columns</legend>
          <Checkbox.Group
            className={styles.columns}
            value={columns}
            onChange={(chosen) => {
              setColumns(chosen.map(String));
              clear('columns');
            }}
            options={orderExportColumns.map((value) => ({ value, label: exportColumnLabels[value] }))}
          />
          {errors.columns && (
            <div role="alert" className={styles.error}>
              {errors.columns}
            </div>
          )}
        </fieldset>
        <div className={styles.range}>
          <DateField
            id={`${formId}-from`}
            label="From"
            value={from}
            onChange={(day) => {
              setFrom(day);
              clear('date_from', 'date_to');
            }}
            max={today}
            required
          />
          <DateField
            id={`${formId}-to`}
            label="To"
            value={to}
            onChange={(day) => {
              setTo(day);
              clear('date_from', 'date_to');
            }}
            max={today}
            required
            error={errors.date_to}
          />
        </div>
        {rangeTooLong && !errors.date_to && (
          <Alert type="warning" showIcon title={orderMessages.exportRange} className={styles.rangeAlert} />
        )}
        {errors.date_from && (
          <div role="alert" className={styles.error}>
            {errors.date_from}
          </div>
        )}
        <div className={styles.field}>
          <label htmlFor={`${formId}-name`}>File name</label>
          <Input
            id={`${formId}-name`}
            value={filename}
            onChange={(event) => {
              setFilename(event.target.value);
              clear('filename');
            }}
            aria-invalid={errors.filename ? true : undefined}
          />
          {errors.filename && (
            <div role="alert" className={styles.error}>
              {errors.filename}
            </div>
          )}
        </div>
        <p className={styles.secondary}>
          Filters applied: {filters.type === 'fttp' ? 'FTTP' : 'Ethernet'} orders
          {filters.status ? `, status ${filters.status}` : ''}
          {filters.search ? `, search “${filters.search}”` : ''}.
        </p>
      </form>
    </Modal>
  );
}

/** A missing day reads 'Please choose a date'; zod's own wording for a malformed one is not for users. */
const dateMessage = (message: string) => (message.startsWith('A date as') ? 'Please choose a date' : message);
