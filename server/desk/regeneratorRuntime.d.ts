// regenerator-runtime has no types; dataCopyPdf.ts imports its runtime for its side effect only
// (the global `regeneratorRuntime` @pdf-lib/fontkit's Indic shaper calls).
declare module 'regenerator-runtime/runtime.js';
