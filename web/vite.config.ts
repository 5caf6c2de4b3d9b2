import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/dashboard/',
  plugins: [react()],
  resolve: { conditions: ['source', 'module', 'browser', 'default'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    proxy: {
      '/dashboard/api': 'http://127.0.0.1:3000',
      '/api': 'http://127.0.0.1:3000',
      '/dashboard/dev': 'http://127.0.0.1:3000',
    },
  },
});
