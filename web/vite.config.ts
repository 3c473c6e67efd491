import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompress } from './src/server/delivery/precompressPlugin.ts'
import { PREVIEW_ENTRY, PREVIEW_MANIFEST } from './src/server/delivery/viteManifest.ts'

/** Parallel checkouts and test runs can build side by side with WEB_OUT_DIR (default dist). */
const outDir = process.env.WEB_OUT_DIR ?? 'dist'

export default defineConfig(({ mode }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react(),
    precompress(),
  ],
  // Stable styled-components ids, so server-rendered class names match the hydrating client
  // even though routes are split into chunks that load in a different order. Display names (in class
  // names and in React's tools) only outside a production build: there they cost every styled component
  // a string in the script and every styled element a longer class in the HTML (decision 0014).
  oxc: {
    plugins: {
      styledComponents: { displayName: mode !== 'production', ssr: true, fileName: true, pure: true },
    },
  },
  environments: {
    client: {
      build: {
        outDir: `${outDir}/client`,
        manifest: true,
        rollupOptions: { input: 'src/entry-client.tsx' },
      },
    },
    ssr: {
      // styled-components' Node entry is CommonJS whose default export Node's ESM interop does not
      // unwrap; bundling it lets Vite do the interop.
      resolve: { noExternal: ['styled-components'] },
      build: {
        outDir: `${outDir}/server`,
        rollupOptions: { input: 'src/entry-server.tsx' },
      },
    },
    // The preview module (src/preview), built on its own so the public bundle shares no chunk with it and
    // is split exactly as without it; the server names it only to pages in preview (docs/decisions/0012).
    // Last, beside the client build, which must not empty it.
    preview: {
      consumer: 'client',
      build: {
        outDir: `${outDir}/client`,
        emptyOutDir: false,
        manifest: PREVIEW_MANIFEST,
        assetsDir: 'assets/preview',
        rollupOptions: { input: PREVIEW_ENTRY, preserveEntrySignatures: 'strict' },
      },
    },
  },
  builder: {},
}))
