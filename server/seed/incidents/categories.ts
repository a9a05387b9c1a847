/** Business service categories (legacy ones kept, flagged) and fault categories of the incident service. */
export const seedBusinessServiceCategories = [
  { id: 1, name: 'FTTP', legacy: false, isAppointable: true, sortOrder: 1 },
  { id: 2, name: 'FTTP Business', legacy: false, isAppointable: true, sortOrder: 2 },
  { id: 3, name: 'Ethernet', legacy: false, isAppointable: false, sortOrder: 3 },
  { id: 4, name: 'Ethernet over FFN', legacy: false, isAppointable: false, sortOrder: 4 },
  { id: 5, name: 'GEA FTTP (legacy)', legacy: true, isAppointable: true, sortOrder: 5 },
  { id: 6, name: 'Leased Line (legacy)', legacy: true, isAppointable: false, sortOrder: 6 },
] as const;

export const seedFaultCategories = [
  { id: 1, name: 'No Service', sortOrder: 1 },
  { id: 2, name: 'Intermittent Service', sortOrder: 2 },
  { id: 3, name: 'Slow Speed', sortOrder: 3 },
  { id: 4, name: 'Packet Loss', sortOrder: 4 },
  { id: 5, name: 'Physical Damage', sortOrder: 5 },
  { id: 6, name: 'Other', sortOrder: 6 },
] as const;
