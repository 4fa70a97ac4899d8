import { z } from 'zod/mini'
import { fetchPujas } from '../../api/catalogue'
import { pujaSchema } from '../../api/contract/catalogue'
import { pujaListFailures } from '../../content/messages/catalogue'
import { catalogueLoads } from '../catalogue'

export const pujaCatalogue = catalogueLoads(fetchPujas, pujaListFailures, {
  name: 'pujas',
  schema: z.array(pujaSchema),
})
