import { useSyncExternalStore } from 'react'

type NetworkInformation = {
  saveData?: boolean
  addEventListener?: (type: 'change', listener: () => void) => void
  removeEventListener?: (type: 'change', listener: () => void) => void
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

const connection = () => (navigator as Navigator & { connection?: NetworkInformation }).connection

function subscribe(onChange: () => void) {
  const motion = window.matchMedia(REDUCED_MOTION)
  motion.addEventListener('change', onChange)
  connection()?.addEventListener?.('change', onChange)
  return () => {
    motion.removeEventListener('change', onChange)
    connection()?.removeEventListener?.('change', onChange)
  }
}

/**
 * Whether an ambient, autoplaying video may run: never on the server (the poster is the first
 * paint), never under prefers-reduced-motion, never when the visitor asked to save data.
 */
export function useAmbientVideo(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !window.matchMedia(REDUCED_MOTION).matches && connection()?.saveData !== true,
    () => false,
  )
}
