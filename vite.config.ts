import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The web build (default mode) bundles the React app into dist/, which the Koa server serves.
// `--mode electron` builds the kiosk shell's main process and preload into dist-electron/.
export default defineConfig(({ mode }) => {
  if (mode === 'electron') return electronConfig();
  return {
    plugins: [react()],
    server: {
      proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? '8080'}` },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: false,
      chunkSizeWarningLimit: 600,
    },
  };
});

function electronConfig() {
  return {
    build: {
      outDir: 'dist-electron',
      emptyOutDir: true,
      ssr: true,
      target: 'node22',
      rollupOptions: {
        input: { main: 'electron/main.ts', preload: 'electron/preload.ts' },
        external: ['electron'],
        output: { format: 'cjs' as const, entryFileNames: '[name].cjs' },
      },
    },
  };
}
