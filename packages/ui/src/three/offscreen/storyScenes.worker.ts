import { serveScenes } from './serveScenes';

serveScenes();
