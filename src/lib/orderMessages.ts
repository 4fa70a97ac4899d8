/** SPEC §8's order-creation messages on the status page, shown as 'Order creation failed: {reason}'. */
export const POOJA_ORDER_FAILED = 'Failed to create pooja order'
export const CHADAVA_ORDER_FAILED = 'Failed to create chadava order'
export const HOROSCOPE_ORDER_FAILED = 'Failed to create horoscope order'
export const ORDER_CREATION_EXCEPTION = 'An error occurred while creating the order'
export const AUTH_REQUIRED_FOR_ORDERS =
  'User authentication required for orders. Please refresh the page and try again.'
