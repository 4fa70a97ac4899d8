import { Box, Text } from '@mantine/core'
import { bookingStepsMessages } from '../../content/messages/booking'
import type { BookingKind } from '../../domain/booking/bookingOrder'
import type { BookingStep } from './bookingScreen'

export interface BookingStepsProps {
  kind: BookingKind
  isGuest: boolean
  active: BookingStep
}

/** SPEC §2's four booking steps; a guest's first step is 'Add Details'. */
export function bookingStepLabels(kind: BookingKind, isGuest: boolean): [string, string, string, string] {
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
        const step = index + 1
        const current = step === active
        return (
          <Text
            key={label}
            component="li"
            size="xs"
            fw={current ? 700 : 500}
            px="xs"
            py={6}
            lh={1.25}
            bg={current ? 'saffron.0' : step < active ? 'gray.0' : undefined}
            c={current ? 'saffron.9' : step < active ? 'dark.6' : 'gray.7'}
            bd={`1px solid ${current ? 'var(--mantine-color-saffron-4)' : 'var(--mantine-color-gray-3)'}`}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
            aria-current={current ? 'step' : undefined}
          >
            {`${step} ${label}`}
          </Text>
        )
      })}
    </Box>
  )
}
