/**
 * "Often hired with", chosen by staff for some products (by product id). Products left out here
 * show four from their own category at the nearest prices (docs/product/hire-catalogue.md).
 */
export const RELATED: Record<string, string[]> = {
  'catering-tableware-1': ['catering-tableware-6', 'catering-tableware-7', 'linen-1', 'accessories-1'],
  'catering-tableware-9': ['catering-tableware-11', 'catering-tableware-14', 'catering-tableware-20'],
  'decor-1': ['decor-4', 'linen-10', 'decor-3', 'decor-2'],
  'decor-3': ['decor-4', 'decor-1', 'decor-6'],
  'decor-27': ['decor-29', 'decor-25', 'decor-17', 'decor-33'],
  'linen-5': ['linen-3', 'linen-8', 'catering-tableware-1', 'decor-16'],
  'styling-furniture-2': ['styling-furniture-6', 'linen-8', 'decor-17'],
  'styling-furniture-6': ['styling-furniture-2', 'linen-6', 'decor-12'],
}
