// Electron main process entry (dist-electron/main.cjs).
import { runMain } from './shell';

runMain();
