// Tables of the service-actions work (migration seam; filled in by that work).
export {};
