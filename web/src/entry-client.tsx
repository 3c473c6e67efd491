import './theme/fonts.css'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { createAppRouter } from './router.tsx'

const router = createAppRouter()

// As a transition, hydration yields to the browser every few milliseconds instead of holding the
// main thread for the whole page: taps and scrolls during start-up are handled (TBT, INP).
startTransition(() => {
  hydrateRoot(document, <RouterClient router={router} />)
})
