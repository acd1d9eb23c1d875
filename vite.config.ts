import { fileURLToPath, URL } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';

// In development the console runs on Vite and the API calls are proxied to the park server.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const serverUrl = env.PARK_SERVER_URL ?? 'http://127.0.0.1:8080';
  return {
    plugins: [react()],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    server: { proxy: { '/api': { target: serverUrl, changeOrigin: true } } },
    build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1024 },
  };
});
