/** The catalogue feature's public entry: loading a puja or chadava resource through the catalogueResource machine. */
export { useCatalogueResource } from './useCatalogueResource'
export { catalogueLoads } from './catalogueLoads'
export type { CatalogueLoad } from './catalogueResourceImplementations'
