import { fetchPujas } from '../../api/catalogue'
import { pujaListFailures } from '../../content/messages/catalogue'
import { catalogueLoads } from '../catalogue'

export const pujaCatalogue = catalogueLoads(fetchPujas, pujaListFailures)
