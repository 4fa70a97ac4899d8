/** Building blocks the contract's schemas share. */
import { z } from 'zod/mini'

/** A string of at least one character. */
export const filledString = () => z.string().check(z.minLength(1))
/** A number of at least 0: a price, an amount. */
export const nonNegativeNumber = () => z.number().check(z.nonnegative())
