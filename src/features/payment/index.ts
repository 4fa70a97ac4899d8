/** The payment feature's public entry: starting a payment at the gateway. */
export { PAYMENT_RETURN_PATH, startPayment, toPaise, type StartPaymentDeps } from './startPayment'
