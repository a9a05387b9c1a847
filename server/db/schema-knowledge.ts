// Tables of the knowledge work (migration seam; filled in by that work).
export {};
