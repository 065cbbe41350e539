/**
 * How long anything may keep a visitor waiting (a file, a service, the content store) before
 * the page says it could not be had. Every failure ends in a visible state within 10 s of the
 * visitor needing it; the fault tests (site/e2e/faults) hold the site to that.
 */
export const PATIENCE_MS = 4_000;

/** A `what` that did not settle in time. */
export class DeadlineError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} did not arrive within ${ms} ms.`);
    this.name = 'DeadlineError';
  }
}

/** `promise`, or a `DeadlineError` once `ms` have passed without it settling. */
export function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineError(what, ms)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
