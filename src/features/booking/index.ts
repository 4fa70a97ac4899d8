/** The booking feature's public entry: the puja and chadava booking dialogs for the detail pages. */
export { useChadavaBooking, usePujaBooking } from './useBookingDialog'
