import './theme/fonts.css'
import { createAppRouter } from './router.tsx'

/** A macrotask: the browser may paint and answer input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve))

/**
 * Starting the app is three tasks, not one (decision 0031): evaluating the app's modules, making the
 * router (it reads the page's state and matches its routes), then evaluating React's DOM renderer,
 * imported here so it is a module of its own, and hydrating. A tap that arrives meanwhile waits for
 * one step, not for all of them. No top-level await: the route chunks import from this one, and would
 * wait for it.
 */
async function start() {
  await nextTask()
  const router = createAppRouter()
  await nextTask()
  const { hydrateDocument } = await import('./hydrateDocument.tsx')
  hydrateDocument(router)
}

void start()
