/**
 * The most one hire list line can hold: the quantity stepper stops here, the planner and a look cap
 * their suggestions here, a share link carries no more, and the inquiry's contract refuses more. One
 * number, so a list the site built can always be sent.
 */
export const LINE_QUANTITY_MAX = 999

export const LINE_QUANTITY_MESSAGE = `A line of the hire list holds at most ${LINE_QUANTITY_MAX}`

/** A quantity held to what a line can hold. */
export const capLine = (quantity: number): number => Math.min(LINE_QUANTITY_MAX, quantity)
