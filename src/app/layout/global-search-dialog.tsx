import { Modal } from 'antd';

/** The search window, loaded on first open so antd's Modal stays off the first page load. */
export function GlobalSearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    // Placeholder: the search machine and results come with the global search area.
    <Modal open={open} title="Search" footer={null} onCancel={onClose} destroyOnHidden>
      <p>Search services, incidents, orders and knowledge articles.</p>
    </Modal>
  );
}
