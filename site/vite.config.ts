import {
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  type PreviewServer,
} from 'vite';
import react from '@vitejs/plugin-react';

/** Per-app pages have no prerendered HTML: serve them the empty shell, as firebase.json does. */
function appShell() {
  return {
    name: 'app-shell',
    configurePreviewServer(server: PreviewServer) {
      server.middlewares.use((request, _response, next) => {
        if (request.url?.startsWith('/app/')) request.url = '/app-shell.html';
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), appShell()],
  // The manifest tells the prerenderer which chunks each page needs, to preload them.
  build: { target: 'es2022', manifest: true },
  // The site builds the library from its sources (its published package points at dist/).
  resolve: { conditions: ['@portfolio/source', ...defaultClientConditions] },
  ssr: {
    noExternal: ['styled-components', '@portfolio/ui'],
    resolve: { conditions: ['@portfolio/source', ...defaultServerConditions] },
  },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true },
  server: { port: 5173 },
});
