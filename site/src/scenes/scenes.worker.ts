// The worker that draws the globe and the clock: three.js runs here, never on the page's thread.
import { serveScenes } from '@portfolio/ui/three/worker';

serveScenes();
