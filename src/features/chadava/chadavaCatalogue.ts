import { z } from 'zod/mini'
import { fetchChadavas } from '../../api/catalogue'
import { chadavaSchema } from '../../api/contract/catalogue'
import { chadavaListFailures } from '../../content/messages/catalogue'
import { catalogueLoads } from '../catalogue'

export const chadavaCatalogue = catalogueLoads(fetchChadavas, chadavaListFailures, {
  name: 'chadavas',
  schema: z.array(chadavaSchema),
})
