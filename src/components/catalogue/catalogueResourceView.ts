import type { Text } from '../../content/text'

/**
 * What a catalogue page shows of the resource it loads: loading, the value, not found, or an error with its message.
 */
export type CatalogueResourceView<T> =
  | { status: 'loading' }
  | { status: 'loaded'; value: T }
  | { status: 'notFound' }
  | { status: 'error'; message: Text }
