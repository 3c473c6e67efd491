import type { Shape } from '../content/types.ts'

export const SHAPE_SIZES: Record<Shape, [number, number]> = {
  landscape: [1600, 1067],
  portrait: [1067, 1600],
  tall: [1280, 1600],
  square: [1200, 1200],
  thumb: [600, 600],
}
