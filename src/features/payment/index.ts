/** The payment feature's public entry: starting a payment (puja, chadava or consultation) at the gateway. */
export { PAYMENT_RETURN_PATH, startPayment, type StartPaymentDeps } from './startPayment'
