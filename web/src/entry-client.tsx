import '@fontsource-variable/cormorant-garamond/wght.css'
import '@fontsource-variable/cormorant-garamond/wght-italic.css'
import '@fontsource-variable/jost/wght.css'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { hydrateRoot } from 'react-dom/client'
import { createAppRouter } from './router.tsx'

const router = createAppRouter()

hydrateRoot(document, <RouterClient router={router} />)
