/** The payment feature's public entry: starting a payment (puja, chadava or consultation) at the gateway. */
export { redirectToGatewayActor } from './gatewayRedirect'
export { startPayment, type StartPaymentDeps } from './startPayment'
