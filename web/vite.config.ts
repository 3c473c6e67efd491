import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react(),
  ],
  // Stable styled-components ids, so server-rendered class names match the hydrating client
  // even though routes are split into chunks that load in a different order.
  oxc: {
    plugins: { styledComponents: { displayName: true, ssr: true, fileName: true, pure: true } },
  },
  environments: {
    client: {
      build: {
        outDir: 'dist/client',
        manifest: true,
        rollupOptions: { input: 'src/entry-client.tsx' },
      },
    },
    ssr: {
      // styled-components' Node entry is CommonJS whose default export Node's ESM interop does not
      // unwrap; bundling it lets Vite do the interop.
      resolve: { noExternal: ['styled-components'] },
      build: {
        outDir: 'dist/server',
        rollupOptions: { input: 'src/entry-server.tsx' },
      },
    },
  },
  builder: {},
})
