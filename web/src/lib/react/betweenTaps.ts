import { afterNextPaint } from './afterNextPaint.ts'

/**
 * Deferred rendering (the hire range's staged cards, docs/decisions/0022) runs between taps, never inside
 * one: a step that commits after a finger touched and before the paint that answers it makes the tap
 * wait for the step's style, layout and paint (a trace of Add to List on a card found a step of 8 cards,
 * 233 DOM nodes, inside the tap, docs/decisions/0023). A tap is under way from its pointerdown (or a key
 * going down) until the frame after its click (or key up, or cancel) has painted.
 */
const HELD_AT_MOST_MS = 1_000

let pressed = false
let giveUp: ReturnType<typeof setTimeout> | undefined
const waiting = new Set<() => void>()

function release() {
  pressed = false
  clearTimeout(giveUp)
  for (const task of [...waiting]) {
    waiting.delete(task)
    task()
  }
}

function press() {
  pressed = true
  clearTimeout(giveUp)
  // A press that never ends in a click (a long press, a drag) does not hold the work for ever.
  giveUp = setTimeout(release, HELD_AT_MOST_MS)
}

function lift() {
  if (pressed) afterNextPaint(release)
}

let listening = false
function listen() {
  if (listening) return
  listening = true
  const passive = { capture: true, passive: true }
  window.addEventListener('pointerdown', press, passive)
  window.addEventListener('keydown', press, passive)
  for (const type of ['click', 'pointercancel', 'keyup']) window.addEventListener(type, lift, passive)
}

/**
 * Runs `task` once the main thread is idle and no tap is under way; the returned function cancels it.
 * Idle, because the browser gives an idle period only when no input is waiting and the frame is done.
 */
export function betweenTaps(task: () => void): () => void {
  listen()
  let cancelled = false
  const whenFree = () => {
    if (cancelled) return
    if (pressed) waiting.add(whenFree)
    else task()
  }
  let stopWaiting: () => void
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(whenFree, { timeout: 250 })
    stopWaiting = () => cancelIdleCallback(handle)
  } else {
    const handle = setTimeout(whenFree, 0)
    stopWaiting = () => clearTimeout(handle)
  }
  return () => {
    cancelled = true
    waiting.delete(whenFree)
    stopWaiting()
  }
}
