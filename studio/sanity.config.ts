import { schemaTypes } from '@amaranth/schemas/types'
import { visionTool } from '@sanity/vision'
import { defineConfig } from 'sanity'
import { structureTool } from 'sanity/structure'
import { API_VERSION } from './src/apiVersion.ts'
import { singletonDocumentActions, withoutSingletonTemplates } from './src/singletons.ts'
import { structure } from './src/structure/index.ts'
import { productInCategoryTemplate } from './src/templates.ts'

export default defineConfig({
  name: 'default',
  title: 'Amaranth Events',
  projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'your-project-id',
  dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  plugins: [structureTool({ structure }), visionTool({ defaultApiVersion: API_VERSION })],
  schema: {
    types: schemaTypes,
    templates: (prev) => [...prev, productInCategoryTemplate],
  },
  document: {
    actions: singletonDocumentActions,
    newDocumentOptions: withoutSingletonTemplates,
  },
})
