import { providerName } from '@/components/comment-thread';
import type { ServiceHistoryRecord } from '@/contracts/services';

/**
 * Who made a history record, as spec 2 §3 shows it: a type starting with api_ reads API; a record without a user is the
 * network provider's; otherwise the user's name.
 */
export function historyUserLabel(record: Pick<ServiceHistoryRecord, 'type' | 'user_name'>): string {
  if (record.type.startsWith('api_')) return 'API';
  return record.user_name ?? providerName;
}

/** ISP migration: 1 is shown as Yes, anything else as No (spec 2 §3). */
export const ispMigrationLabel = (value: number) => (value === 1 ? 'Yes' : 'No');
