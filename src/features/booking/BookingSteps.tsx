import { Box, Text } from '@mantine/core'
import { bookingStepsMessages } from '../../content/messages/booking'
import type { BookingKind } from '../../domain/booking/bookingOrder'
import type { BookingStep } from './bookingScreen'

interface BookingStepsProps {
  kind: BookingKind
  isGuest: boolean
  active: BookingStep
}

/** SPEC §2's four booking steps; a guest's first step is 'Add Details'. */
function bookingStepLabels(kind: BookingKind, isGuest: boolean): [string, string, string, string] {
  const first = isGuest
    ? bookingStepsMessages.addDetails
    : kind === 'puja'
      ? bookingStepsMessages.selectPackage
      : bookingStepsMessages.selectOfferings
  return [
    first,
    bookingStepsMessages.review,
    bookingStepsMessages.payment,
    bookingStepsMessages.personalDetails,
  ]
}

/** The order the steps happen in: a puja's name, gotra and address come before its payment, a chadava's after. */
const STEPS_IN_ORDER: Record<BookingKind, readonly BookingStep[]> = {
  puja: [1, 2, 4, 3],
  chadava: [1, 2, 3, 4],
}

/**
 * Whether a step is behind the visitor, shown as done: one that comes before the active step in its booking's order.
 * Payment never is: it is done at the gateway, after the dialog.
 */
function isStepDone(kind: BookingKind, step: BookingStep, active: BookingStep): boolean {
  const order = STEPS_IN_ORDER[kind]
  return step !== 3 && order.indexOf(step) < order.indexOf(active)
}

export function BookingSteps({ kind, isGuest, active }: BookingStepsProps) {
  return (
    <Box
      component="ol"
      aria-label={bookingStepsMessages.label}
      m={0}
      p={0}
      style={{
        listStyle: 'none',
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))',
        gap: 8,
      }}
    >
      {bookingStepLabels(kind, isGuest).map((label, index) => {
        const step = (index + 1) as BookingStep
        const current = step === active
        const done = isStepDone(kind, step, active)
        return (
          <Text
            key={label}
            component="li"
            size="xs"
            fw={current ? 700 : 500}
            px="xs"
            py={6}
            lh={1.25}
            bg={current ? 'saffron.0' : done ? 'gray.0' : undefined}
            c={current ? 'saffron.9' : done ? 'dark.6' : 'gray.7'}
            bd={`1px solid ${current ? 'var(--mantine-color-saffron-4)' : 'var(--mantine-color-gray-3)'}`}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
            aria-current={current ? 'step' : undefined}
            data-state={current ? 'current' : done ? 'done' : 'upcoming'}
          >
            {`${step} ${label}`}
          </Text>
        )
      })}
    </Box>
  )
}
