/**
 * Catches what saveFile hands the browser instead of downloading it: each Blob given to `URL.createObjectURL`, and the
 * link clicked (its `download` is the file's name). Undone by `vi.unstubAllGlobals()` and `vi.restoreAllMocks()`.
 */
export function captureDownloads() {
  const blobs: Blob[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return 'blob:captured';
      },
      revokeObjectURL: () => {},
    }),
  );
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return {
    blobs,
    click,
    /** The name the nth download was saved under. */
    fileName: (index = 0) => (click.mock.contexts[index] as HTMLAnchorElement | undefined)?.download,
  };
}
