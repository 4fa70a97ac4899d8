import { fetchChadavas } from '../../api/catalogue'
import { chadavaListFailures } from '../../content/messages/catalogue'
import { catalogueLoads } from '../catalogue'

export const chadavaCatalogue = catalogueLoads(fetchChadavas, chadavaListFailures)
