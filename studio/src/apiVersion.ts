/** The Content Lake API version the Studio's own queries (structure filters, Vision) use. */
export const API_VERSION = '2025-02-19'
