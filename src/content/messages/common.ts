/** SPEC §8's generic message, for a failure nothing more specific describes. */
export const GENERIC_ERROR = 'An error occurred'
