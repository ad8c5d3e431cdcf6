import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  // The server build (src/entry-server.tsx) only renders the public pages at build time
  // (scripts/prerender.ts); the static files are the client build's.
  build: { target: 'es2022', sourcemap: false, copyPublicDir: !isSsrBuild },
}));
