// Named checks for the consumer test: each prints its time, and the ones that pass are counted.

/** A failed check, its message already naming the check. */
export class CheckError extends Error {}

let passed = 0;

/** Seconds since `since` (a `performance.now()` value), to a tenth. */
export const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);

export const passedChecks = () => passed;

/** One named check: prints its time, and turns any failure into a message that names it. */
export async function check(name, body) {
  const since = performance.now();
  try {
    const result = await body();
    passed += 1;
    console.log(`  ✓ ${name} (${seconds(since)} s)`);
    return result;
  } catch (error) {
    console.log(`  ✗ ${name} (${seconds(since)} s)`);
    throw new CheckError(`${name}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}
