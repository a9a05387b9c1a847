/** Ends a sandbox command with its exit code; an unexpected failure prints and exits 1. */
export function exitWith(result: Promise<number>): void {
  result.then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
