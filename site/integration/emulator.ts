/**
 * In-process Firestore emulator for integration tests.
 *
 * Built on `@firestore-emulator/server` (a pure-JS gRPC implementation of
 * google.firestore.v1.Firestore). Its in-memory state (`FirestoreState`) and
 * most RPCs (Commit, BatchGetDocuments, RunQuery, RunAggregationQuery, ...)
 * are used as they are. Two bidi-streaming RPCs that the `firebase` JS SDK
 * depends on are replaced through grpc-js `unregister`/`register`:
 *
 *  - Write  (every setDoc/addDoc/updateDoc/deleteDoc/writeBatch): upstream is
 *    a stub that throws.
 *  - Listen (every onSnapshot, and also getDoc/getDocs, which the full SDK
 *    runs as a one-shot listener): upstream only reads the first request of a
 *    stream, so a second target on the same stream, or a remove_target
 *    (unsubscribe), is ignored or throws.
 */
import { ServerCredentials, type Server, type ServerDuplexStream } from '@grpc/grpc-js';
// The CommonJS builds: the package's ESM build has extensionless deep imports that Node's ESM
// loader rejects, and the proto classes must be the same instances the server uses.
import { FirestoreServer, type FirestoreState } from '@firestore-emulator/server/dist/index.js';
import { UnimplementedFirestoreService } from '@firestore-emulator/proto/dist/google/firestore/v1/firestore.js';
import { listenHandler } from './listenHandler';
import { writeHandler } from './writeHandler';

export interface RunningEmulator {
  host: string;
  port: number;
  /** The emulator's in-memory database (e.g. `state.toJSON()`, `state.clear()`). */
  state: FirestoreState;
  stop(): Promise<void>;
}

const SERVICE = UnimplementedFirestoreService.definition;

/** Start the emulator on 127.0.0.1. `port: 0` picks a free port. */
export async function startEmulator({
  port = 0,
  host = '127.0.0.1',
}: { port?: number; host?: string } = {}): Promise<RunningEmulator> {
  const emulator = new FirestoreServer();
  const { state } = emulator;
  // 3 listeners are added per Listen target; avoid MaxListenersExceededWarning.
  state.emitter.setMaxListeners(0);

  // `server` is private in the typings; we need it to swap handlers and to bind
  // ourselves (FirestoreServer.start() binds 0.0.0.0 and hides the bound port).
  const grpcServer = (emulator as unknown as { server: Server }).server;
  replaceBidi(grpcServer, SERVICE.Write, writeHandler(state));
  replaceBidi(grpcServer, SERVICE.Listen, listenHandler(state));

  const boundPort = await new Promise<number>((resolve, reject) =>
    grpcServer.bindAsync(`${host}:${port}`, ServerCredentials.createInsecure(), (err, p) =>
      err ? reject(err) : resolve(p),
    ),
  );

  return {
    host,
    port: boundPort,
    state,
    // forceShutdown cancels open streams too, so stop() never hangs even if a
    // client was not terminated. Terminate the SDK first to avoid its retries.
    stop: async () => grpcServer.forceShutdown(),
  };
}

type MethodDef = (typeof SERVICE)['Write'] | (typeof SERVICE)['Listen'];

function replaceBidi<Req, Res>(
  server: Server,
  def: MethodDef,
  handler: (call: ServerDuplexStream<Req, Res>) => void,
) {
  server.unregister(def.path);
  server.register(
    def.path,
    handler,
    def.responseSerialize as never,
    def.requestDeserialize as never,
    'bidi',
  );
}
