import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/v1': { target: api, changeOrigin: false },
      '/docs': { target: api, changeOrigin: false },
      '/realtime': { target: api, changeOrigin: false, ws: true },
    },
  },
});
