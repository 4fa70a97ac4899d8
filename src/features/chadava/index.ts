/** The chadava feature's public entry: the chadava catalogue, in which the status page finds a booking's names. */
export { chadavaCatalogue } from './chadavaCatalogue'
