/** The HTTP status a call's failure carries (the API client's HttpError), or 0 for a failure without one. */
export const errorStatus = (error: unknown): number => {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' ? status : 0;
};
