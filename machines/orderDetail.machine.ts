/**
 * One of a signed-in user's orders with its timeline (issue 14): loads it, shows it, checks again for news on
 * Refresh (keeping the order on screen), and shows 'not found' for an order that is not the user's. A failed first
 * load shows SPEC §8's error with Try Again; a failed refresh keeps the order and shows the error over it.
 * A reload (the visitor chose another language) checks again as Refresh does, or loads afresh when nothing is shown;
 * one during a load restarts it, whose answer would be in the old language.
 * Input: `{ uid, orderId }`. Events: `order.refresh`, `order.retry`, `order.reload`.
 */
import { assign, setup } from 'xstate'
import { errorText, notProvided } from '../src/lib/actors'
import type { AccountOrder } from './orderList.machine'
import type { Text } from '../src/content/text'

export interface OrderDetailInput {
  uid: string
  orderId: string
}

interface OrderDetailContext extends OrderDetailInput {
  order: AccountOrder | null
  error: Text | null
}

/** The order, or null when it is not one of the user's orders. */
export type FetchedOrder = AccountOrder | null

const orderDetailSetup = setup({
  types: {
    context: {} as OrderDetailContext,
    events: {} as { type: 'order.refresh' } | { type: 'order.retry' } | { type: 'order.reload' },
    input: {} as OrderDetailInput,
  },
  actors: {
    fetchOrder: notProvided<FetchedOrder, OrderDetailInput>('fetchOrder'),
  },
  actions: {
    clearError: assign({ error: null }),
  },
})

/** Fetches the order: shown when found, 'not found' when it is not the user's; a failure goes to `whenFailed`. */
const fetchingTheOrder = (whenFailed: 'failed' | 'loaded') =>
  orderDetailSetup.createStateConfig({
    entry: 'clearError',
    invoke: {
      src: 'fetchOrder',
      input: ({ context }) => ({ uid: context.uid, orderId: context.orderId }),
      onDone: [
        { guard: ({ event }) => event.output === null, target: 'notFound' },
        { target: 'loaded', actions: assign({ order: ({ event }) => event.output }) },
      ],
      onError: { target: whenFailed, actions: assign({ error: ({ event }) => errorText(event.error) }) },
    },
  })

export const orderDetailMachine = orderDetailSetup.createMachine({
  id: 'orderDetail',
  context: ({ input }) => ({ ...input, order: null, error: null }),
  initial: 'loading',
  states: {
    loading: { ...fetchingTheOrder('failed'), on: { 'order.reload': { target: 'loading', reenter: true } } },
    loaded: { on: { 'order.refresh': 'refreshing', 'order.reload': 'refreshing' } },
    refreshing: {
      ...fetchingTheOrder('loaded'),
      on: { 'order.reload': { target: 'refreshing', reenter: true } },
    },
    failed: { on: { 'order.retry': 'loading', 'order.reload': 'loading' } },
    notFound: { type: 'final' },
  },
})
