import { ptwUploadMachine } from '@machines/ptw-upload.machine';
import { orderPtw } from '@/api/ptw';
import type { SectionProps } from '@/components/detail-page';
import { DetailSection } from '@/components/detail-section';
import { PtwDocuments } from '@/components/ptw-documents';
import type { OrderDetail } from '@/contracts/orders';
import { orderKeys } from '../queries';

/** Spec 3 §3 ptw_documents, §5, §7: an Ethernet order's permission-to-work documents. Uploads cannot be deleted. */
export function PtwSection({ record: order }: SectionProps<OrderDetail>) {
  if (order.order_type !== 'ethernet') return null;
  const buyerReference = order.buyer_order_reference;
  return (
    <DetailSection id="order-ptw" title="Permission to work documents" wide>
      <PtwDocuments
        documents={{
          queryKey: orderKeys.ptwDocuments(buyerReference).queryKey,
          list: (signal) => orderPtw.list(buyerReference, signal),
        }}
        download={(fileName) => orderPtw.download(buyerReference, fileName)}
        upload={orderPtw.upload}
        directory={buyerReference}
        owner="order"
        machine={ptwUploadMachine}
        uploadHeading="Upload more PTW documents"
      />
    </DetailSection>
  );
}
