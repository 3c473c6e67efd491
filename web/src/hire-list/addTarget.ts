import { createContext } from 'react'

/**
 * Where a product card's button puts the piece: the hire list, unless a page gives the grid another place
 * (the hire range adding to a booking's change, features/hire-range/AddToBooking.tsx). `add` answers
 * what the card then says ("Added 2 to your booking").
 */
export type AddTarget = {
  label: string
  add: (productId: string, quantity: number, variantKey?: string) => string
}

export const AddTargetContext = createContext<AddTarget | undefined>(undefined)
