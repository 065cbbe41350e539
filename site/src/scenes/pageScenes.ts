// The scene server for the page's own thread, built as the worker is (see pageSceneServer.ts).
import { serveScenes } from '@portfolio/ui/three/worker';
import { PAGE_SCENES_EVENT } from './pageScenesEvent';

dispatchEvent(new CustomEvent(PAGE_SCENES_EVENT, { detail: serveScenes }));
