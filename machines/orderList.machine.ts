/**
 * A signed-in user's order history (SPEC §2 "My Pooja Orders", "My Chadava Orders"): loads the list for a uid, shows it
 * or SPEC §8's error, and loads again on Refresh. Input: `{ uid }`. Events: `orders.refresh`.
 */
import { assign, setup } from 'xstate'
import { errorText, notProvided } from '../src/lib/actors'
import type { ChadavaOrder, PoojaOrder } from '../src/api/contract/orders'
import type { Text } from '../src/content/text'

export type AccountOrder = PoojaOrder | ChadavaOrder

export interface OrderListContext {
  uid: string
  orders: AccountOrder[]
  error: Text | null
}

export const orderListMachine = setup({
  types: {
    context: {} as OrderListContext,
    events: {} as { type: 'orders.refresh' },
    input: {} as { uid: string },
  },
  actors: {
    fetchOrders: notProvided<AccountOrder[], { uid: string }>('fetchOrders'),
  },
}).createMachine({
  id: 'orderList',
  context: ({ input }) => ({ uid: input.uid, orders: [], error: null }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ error: null }),
      invoke: {
        id: 'fetchOrders',
        src: 'fetchOrders',
        input: ({ context }) => ({ uid: context.uid }),
        onDone: [
          {
            guard: ({ event }) => event.output.length === 0,
            target: 'empty',
            actions: assign({ orders: [] }),
          },
          { target: 'loaded', actions: assign({ orders: ({ event }) => event.output }) },
        ],
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => errorText(event.error) }),
        },
      },
    },
    loaded: { on: { 'orders.refresh': 'loading' } },
    empty: { on: { 'orders.refresh': 'loading' } },
    failed: { on: { 'orders.refresh': 'loading' } },
  },
})
