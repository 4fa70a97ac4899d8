/**
 * A signed-in user's order history (SPEC §2 "My Pooja Orders", "My Chadava Orders"): loads the list for a uid, shows
 * it or SPEC §8's error, and loads again on Refresh. A reload (the visitor chose another language) loads it again
 * while it stays shown. Input: `{ uid }`. Events: `orders.refresh`, `orders.reload`.
 */
import { assign, setup } from 'xstate'
import { errorText, notProvided } from '../src/lib/actors'
import type { ChadavaOrder, PoojaOrder } from '../src/api/contract/orders'
import type { Text } from '../src/content/text'

export type AccountOrder = PoojaOrder | ChadavaOrder

interface OrderListContext {
  uid: string
  orders: AccountOrder[]
  error: Text | null
}

const orderListSetup = setup({
  types: {
    context: {} as OrderListContext,
    events: {} as { type: 'orders.refresh' } | { type: 'orders.reload' },
    input: {} as { uid: string },
  },
  actors: {
    fetchOrders: notProvided<AccountOrder[], { uid: string }>('fetchOrders'),
  },
  guards: {
    hasOrders: ({ context }) => context.orders.length > 0,
  },
})

/**
 * Fetches the list: shown, or the empty state. A failure shows SPEC §8's error, or, when the list is shown while it
 * loads again, leaves it as it was.
 */
const fetchingTheOrders = (whileShown: boolean) =>
  orderListSetup.createStateConfig({
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
      onError: whileShown
        ? [{ guard: 'hasOrders', target: 'loaded' }, { target: 'empty' }]
        : { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
    },
  })

/** The orders asked for again (in the language just chosen) while they load: the answer in flight is the old one. */
const loadAgain = (state: 'loading' | 'reloading') => ({ 'orders.reload': { target: state, reenter: true } })

export const orderListMachine = orderListSetup.createMachine({
  id: 'orderList',
  context: ({ input }) => ({ uid: input.uid, orders: [], error: null }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ error: null }),
      ...fetchingTheOrders(false),
      on: loadAgain('loading'),
    },
    reloading: { ...fetchingTheOrders(true), on: loadAgain('reloading') },
    loaded: { on: { 'orders.refresh': 'loading', 'orders.reload': 'reloading' } },
    empty: { on: { 'orders.refresh': 'loading', 'orders.reload': 'reloading' } },
    failed: { on: { 'orders.refresh': 'loading', 'orders.reload': 'loading' } },
  },
})
