// Tables of the contact work (migration seam; filled in by that work).
export {};
