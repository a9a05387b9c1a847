import { Tag } from 'antd';
import { statusColour } from '@/lib/status-colours';

/** Spec 2 §4 status badge in its colour. */
export function StatusBadge({ status }: { status: string }) {
  return <Tag color={statusColour(status)}>{status}</Tag>;
}
