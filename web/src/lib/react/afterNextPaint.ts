/**
 * Runs `task` in a task of its own once the browser has painted the current frame: a requestAnimationFrame
 * callback runs just before the paint, a task it queues runs after. An input's own feedback (a select's new
 * value) then paints before heavy work such as a router navigation, which is what Interaction to Next Paint
 * measures (docs/decisions/0023).
 */
export function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0))
}
