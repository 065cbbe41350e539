import type { ServerDuplexStream } from '@grpc/grpc-js';
import { TimestampFromDate, type FirestoreState } from '@firestore-emulator/server/dist/index.js';
import {
  ListenResponse,
  TargetChangeTargetChangeType,
  type ListenRequest,
} from '@firestore-emulator/proto/dist/google/firestore/v1/firestore.js';
import { toStatus } from './grpcStatus';

/**
 * Listen stream: the SDK multiplexes all its targets (one per active query or
 * document listener) over one stream, adding them with add_target and dropping
 * them with remove_target. Each add_target is served by upstream
 * `state.v1Listen`: ADD, the matching docs, CURRENT, then a global NO_CHANGE
 * with read_time (which makes the SDK raise a snapshot); after any write in the
 * database it repeats that with RESET instead of ADD and the *full* result set.
 *
 * We rewrite those RESET cycles into explicit removals: for a RESET the SDK
 * only forgets which docs match, and a doc that vanished from the result is
 * then "in limbo" until the SDK resolves it with an extra document listen, so
 * its `removed` change arrives one snapshot later than the batch's other
 * changes. Instead we swallow RESET and, before CURRENT, send document_delete
 * (doc deleted) or document_change with removed_target_ids (doc no longer
 * matches) for every doc that left the result. Re-sent unchanged docs are
 * ignored by the SDK (same update_time).
 */
export function listenHandler(state: FirestoreState) {
  return (call: ServerDuplexStream<ListenRequest, ListenResponse>) => {
    type Target = { cleanups: Array<() => void>; paths: Set<string>; cycle?: Set<string> };
    const targets = new Map<number, Target>();
    const open = () => !call.cancelled && !call.writableEnded;
    const Type = TargetChangeTargetChangeType;

    const targetChange = (
      id: number,
      type: TargetChangeTargetChangeType,
      cause?: ReturnType<typeof toStatus>,
    ) =>
      ListenResponse.fromObject({
        target_change: {
          target_change_type: type,
          target_ids: [id],
          ...(cause && { cause: { code: cause.code, message: cause.details } }),
        },
      });

    const removal = (id: number, path: string) => {
      const doc = state.getDocument(path);
      return doc.metadata.hasExist
        ? ListenResponse.fromObject({
            document_change: { document: doc.toV1DocumentObject(), removed_target_ids: [id] },
          })
        : ListenResponse.fromObject({
            document_delete: {
              document: path,
              removed_target_ids: [id],
              read_time: TimestampFromDate(new Date()).toObject(),
            },
          });
    };

    /** Forward one message of v1Listen for target `id`, rewriting RESET cycles. */
    const forward = (id: number, target: Target, res: ListenResponse) => {
      // v1Listen pushes changes asynchronously: drop those of a removed target.
      if (targets.get(id) !== target || !open()) return;
      if (res.has_target_change) {
        const type = res.target_change.target_change_type;
        if (type === Type.ADD || type === Type.RESET) target.cycle = new Set();
        if (type === Type.RESET) return;
        if (type === Type.CURRENT && target.cycle) {
          for (const path of target.paths)
            if (!target.cycle.has(path)) call.write(removal(id, path));
          target.paths = target.cycle;
          target.cycle = undefined;
        }
      } else if (res.has_document_change) {
        target.cycle?.add(res.document_change.document.name);
      }
      call.write(res);
    };

    const dropTarget = (id: number) => {
      targets.get(id)?.cleanups.forEach((fn) => fn());
      targets.delete(id);
    };

    call.on('data', (req: ListenRequest) => {
      if (req.has_add_target) {
        const id = req.add_target.target_id;
        dropTarget(id);
        const target: Target = { cleanups: [], paths: new Set() };
        targets.set(id, target);
        try {
          // Upstream silently treats a collection group as a top-level
          // collection; the SDK then waits forever. Fail loudly instead.
          if (
            req.add_target.has_query &&
            req.add_target.query.structured_query.from.some((f) => f.all_descendants)
          ) {
            throw new Error('collection group queries are not supported by this emulator');
          }
          state.v1Listen(
            req,
            (res) => forward(id, target, res),
            (cleanup) => target.cleanups.push(cleanup),
          );
        } catch (err) {
          // Unsupported query: fail this target only; the SDK reports the
          // error to that listener's error callback.
          dropTarget(id);
          if (open()) call.write(targetChange(id, Type.REMOVE, toStatus(err)));
        }
      } else if (req.has_remove_target) {
        dropTarget(req.remove_target);
        // Acknowledge, as the real backend does; the SDK waits for this before
        // it forgets the target.
        if (open()) call.write(targetChange(req.remove_target, Type.REMOVE));
      }
    });

    const dropAll = () => [...targets.keys()].forEach(dropTarget);
    call.on('end', () => {
      dropAll();
      call.end();
    });
    call.on('cancelled', dropAll); // client went away (terminate(), network)
    call.on('close', dropAll);
  };
}
