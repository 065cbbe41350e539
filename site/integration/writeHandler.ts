import { randomUUID } from 'node:crypto';
import type { ServerDuplexStream } from '@grpc/grpc-js';
import { TimestampFromDate, type FirestoreState } from '@firestore-emulator/server/dist/index.js';
import {
  WriteResponse,
  type WriteRequest,
} from '@firestore-emulator/proto/dist/google/firestore/v1/firestore.js';
import type { Write } from '@firestore-emulator/proto/dist/google/firestore/v1/write.js';
import { nextCommitDate, toStatus } from './grpcStatus';

/**
 * Write stream protocol (what the web/Node SDK expects):
 *   1. client sends a handshake {database}; server answers {stream_id, stream_token}
 *      with no write_results;
 *   2. each later request {stream_token, writes[]} is one batch; the server
 *      answers, in order, {stream_token, commit_time, write_results[]} with one
 *      result per write. `stream_token` must be non-empty in every response.
 *   3. the SDK sends an empty {writes: []} right before closing: no answer.
 * A failed batch ends the stream with an error status; the SDK then rejects
 * that batch's promise (for permanent codes) and opens a new stream.
 */
export function writeHandler(state: FirestoreState) {
  return (call: ServerDuplexStream<WriteRequest, WriteResponse>) => {
    const streamId = randomUUID();
    let responses = 0;
    const token = () => new TextEncoder().encode(`${streamId}/${++responses}`);

    call.on('data', (req: WriteRequest) => {
      if (responses === 0) {
        call.write(WriteResponse.fromObject({ stream_id: streamId, stream_token: token() }));
        return;
      }
      if (req.writes.length === 0) return;

      const date = nextCommitDate();
      try {
        // Not atomic: if write #2 fails, write #1 of the batch stays applied.
        const writeResults = req.writes.map((write) => {
          clearReplacedFields(state, write);
          const result = state.writeV1Document(date, write).toObject();
          // Upstream returns no transform_results; the SDK hard-asserts one per
          // field transform (serverTimestamp(), increment(), arrayUnion()...).
          if (write.has_update && write.update_transforms.length > 0) {
            const doc = state.getDocument(write.update.name);
            result.transform_results = write.update_transforms.map(
              (t) => doc.getField(t.field_path)?.toV1ValueObject() ?? { null_value: 0 },
            );
          }
          return result;
        });
        call.write(
          WriteResponse.fromObject({
            stream_id: streamId,
            stream_token: token(),
            commit_time: TimestampFromDate(date).toObject(),
            write_results: writeResults,
          }),
        );
      } catch (err) {
        call.emit('error', toStatus(err)); // ends the call with that status
      }
    });
    call.on('end', () => call.end());
  };
}

/**
 * Upstream merges the sent fields into the stored ones and never removes one,
 * so `setDoc(ref, data)` kept fields absent from `data` and `deleteField()` did
 * nothing. Before applying a write, drop what it replaces: every field for a
 * plain set (no update_mask), the masked top-level fields for updateDoc /
 * setDoc-merge (nested `a.b` deletes are still not supported). Skipped when
 * the doc is missing or an exists:false precondition will reject the write.
 */
function clearReplacedFields(state: FirestoreState, write: Write) {
  if (!write.has_update) return;
  const doc = state.getDocument(write.update.name);
  const mustNotExist =
    write.has_current_document &&
    write.current_document.has_exists &&
    !write.current_document.exists;
  if (!doc.metadata.hasExist || mustNotExist) return;
  const internal = doc as unknown as { fields: Record<string, unknown> }; // private in the typings
  const masked = new Set(
    write.has_update_mask ? write.update_mask.field_paths : Object.keys(internal.fields),
  );
  internal.fields = Object.fromEntries(
    Object.entries(internal.fields).filter(([key]) => !masked.has(key)),
  );
}
