// Tells the page whether a worker can draw WebGL, so that the page never makes a test context on
// its own thread (see useWebGL).
import { answerWebGLProbe } from '@portfolio/ui';

answerWebGLProbe();
