import { fileURLToPath, URL } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// Writes which modules make up each chunk, so the bundle budget test can name the module that grew a chunk.
function chunkReport(): Plugin {
  return {
    name: 'park-chunk-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const report: Record<string, { name: string; modules: Record<string, number> }> = {};
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const [id, info] of Object.entries(output.modules)) {
          modules[id.replace(process.cwd(), '')] = info.renderedLength;
        }
        report[file] = { name: output.name, modules };
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-report.json', source: JSON.stringify(report) });
    },
  };
}

// In development the console runs on Vite and the API calls are proxied to the park server.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const serverUrl = env.PARK_SERVER_URL ?? 'http://127.0.0.1:8080';
  return {
    plugins: [react(), chunkReport()],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    server: { proxy: { '/api': { target: serverUrl, changeOrigin: true } } },
    build: { outDir: 'dist', sourcemap: false, manifest: true, chunkSizeWarningLimit: 1024 },
  };
});
