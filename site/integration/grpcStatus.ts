import { status } from '@grpc/grpc-js';

/**
 * A commit time strictly greater than the previous one, and never ahead of the
 * wall clock. Versions are millisecond timestamps here; the SDK drops a
 * document update whose version equals the one it already has, so two writes
 * in the same millisecond would otherwise lose the second one. Spins < 1 ms.
 */
let lastCommitMs = 0;
export function nextCommitDate(): Date {
  let now = Date.now();
  while (now <= lastCommitMs) now = Date.now();
  lastCommitMs = now;
  return new Date(now);
}

/** gRPC status for an exception thrown by the emulator's state. */
export function toStatus(err: unknown) {
  const e = err as { code?: unknown; message?: unknown };
  return {
    // FirestoreEmulatorError carries a gRPC code (NOT_FOUND, ALREADY_EXISTS).
    // Anything else is an unsupported request: use a *permanent* code, because
    // the SDK retries INTERNAL/UNKNOWN forever and the test would just hang.
    code: typeof e.code === 'number' ? e.code : status.INVALID_ARGUMENT,
    details: String(e.message ?? err),
  };
}
