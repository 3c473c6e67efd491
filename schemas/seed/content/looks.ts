/**
 * "Hire this look": the hire products used at an event and the quantity we suggest, by event slug
 * (docs/product/portfolio.md#hire-this-look). Product ids are those of the catalogue seed.
 */
export const LOOKS: Record<string, Array<[productId: string, quantity: number]>> = {
  'eliza-james-montville': [
    ['catering-tableware-1', 60],
    ['catering-tableware-6', 60],
    ['catering-tableware-7', 60],
    ['linen-2', 60],
    ['decor-15', 6],
    ['decor-27', 1],
    ['decor-3', 24],
  ],
  'sophie-tom-cottesloe': [
    ['catering-tableware-3', 20],
    ['linen-3', 20],
    ['decor-8', 10],
    ['decor-11', 4],
  ],
  'amelia-noah-margaret-river': [
    ['styling-furniture-2', 80],
    ['styling-furniture-6', 10],
    ['linen-8', 10],
    ['decor-17', 10],
    ['decor-12', 4],
    ['catering-tableware-13', 80],
  ],
  'grace-oliver-new-farm': [
    ['linen-10', 12],
    ['decor-1', 12],
    ['decor-4', 10],
    ['linen-4', 120],
    ['catering-tableware-8', 120],
  ],
  'charlotte-william-lake-como': [
    ['decor-28', 1],
    ['catering-tableware-9', 120],
    ['linen-7', 12],
    ['decor-16', 12],
    ['decor-5', 24],
  ],
  'isla-jack-noosa': [
    ['styling-furniture-3', 90],
    ['linen-5', 9],
    ['linen-3', 90],
    ['decor-7', 200],
    ['catering-tableware-2', 90],
  ],
  'mayas-fiftieth-swan-valley': [
    ['catering-tableware-12', 40],
    ['styling-furniture-4', 1],
    ['decor-42', 1],
    ['decor-43', 6],
    ['decor-20', 20],
  ],
  'ruby-henry-byron-hinterland': [
    ['decor-33', 1],
    ['decor-14', 4],
    ['styling-furniture-6', 8],
    ['decor-12', 6],
    ['decor-42', 2],
  ],
  'olivia-lucas-fremantle': [
    ['decor-12', 6],
    ['decor-3', 40],
    ['decor-29', 1],
    ['linen-6', 8],
  ],
  'mia-samuel-brisbane-city': [
    ['decor-1', 15],
    ['catering-tableware-16', 1],
    ['linen-10', 15],
    ['styling-furniture-1', 150],
  ],
}
