// Permission-to-work documents: their metadata; the files live under the data folder (migration 0007).
export {};
