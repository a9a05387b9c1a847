// Tables of the services work (migration seam; filled in by that work).
export {};
