// Ethernet ordering: ENNIs, Ethernet products and metro product requests (migration 0006).
export {};
