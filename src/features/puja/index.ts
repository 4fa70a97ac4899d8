/** The puja feature's public entry: the puja catalogue, in which the status page finds a booked puja's names. */
export { pujaCatalogue } from './pujaCatalogue'
