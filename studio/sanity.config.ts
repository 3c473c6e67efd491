import { schemaTypes } from '@amaranth/schemas/types'
import { visionTool } from '@sanity/vision'
import { defineConfig } from 'sanity'
import { presentationTool } from 'sanity/presentation'
import { structureTool } from 'sanity/structure'
import { API_VERSION } from './src/apiVersion.ts'
import { locations, mainDocuments } from './src/presentation/locations.ts'
import { singletonDocumentActions, withoutSingletonTemplates } from './src/singletons.ts'
import { structure } from './src/structure/index.ts'
import { productInCategoryTemplate } from './src/templates.ts'

export default defineConfig({
  name: 'default',
  title: 'Amaranth Events',
  projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'your-project-id',
  dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  plugins: [
    structureTool({ structure }),
    // The site beside the editor, drafts shown (web/src/server/preview). The site's origin: its public
    // address in a deployed Studio, the local server otherwise; it must allow this Studio's origin in
    // turn (SANITY_STUDIO_URL on the site, for frame-ancestors).
    presentationTool({
      previewUrl: {
        origin: process.env.SANITY_STUDIO_PREVIEW_ORIGIN || 'http://localhost:4173',
        previewMode: { enable: '/api/preview/enable', disable: '/api/preview/disable' },
      },
      resolve: { locations, mainDocuments },
    }),
    visionTool({ defaultApiVersion: API_VERSION }),
  ],
  schema: {
    types: schemaTypes,
    templates: (prev) => [...prev, productInCategoryTemplate],
  },
  document: {
    actions: singletonDocumentActions,
    newDocumentOptions: withoutSingletonTemplates,
  },
})
