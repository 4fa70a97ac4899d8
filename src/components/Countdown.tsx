import { Group, Paper, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useBrowserValue } from '../lib/browserValue'
import { countdownMessages } from '../content/messages/components'
import classes from './Countdown.module.css'

const COUNTDOWN_TICK_MS = 1_000

interface Remaining {
  days: number
  hours: number
  minutes: number
  seconds: number
}

function remainingUntil(target: Date, now: number): Remaining | null {
  const ms = target.getTime() - now
  if (ms <= 0) return null
  const total = Math.floor(ms / 1000)
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  }
}

const readNow = () => Date.now()

/**
 * Days, hours, minutes and seconds until `target`, ticking every second (SPEC §9); `pastLabel` once it has passed. A
 * prerendered page is painted without the time left, which it shows from the moment it comes alive.
 */
export function Countdown({ target, label, pastLabel }: { target: Date; label: string; pastLabel: string }) {
  const shownAt = useBrowserValue<number | null>(readNow, null)
  const [ticked, setTicked] = useState<number | null>(null)
  const now = ticked ?? shownAt
  const remaining = now === null ? undefined : remainingUntil(target, now)
  const running = remaining !== null
  useEffect(() => {
    if (!running) return
    const timer = setInterval(() => setTicked(Date.now()), COUNTDOWN_TICK_MS)
    return () => clearInterval(timer)
  }, [running])

  if (remaining === null) {
    return (
      <Paper className={classes.past} p="sm" radius="md" data-testid="countdown-past">
        <Text fw={600} c="maroon.8">
          {pastLabel}
        </Text>
      </Paper>
    )
  }
  const units: [string, number | undefined][] = [
    [countdownMessages.days, remaining?.days],
    [countdownMessages.hours, remaining?.hours],
    [countdownMessages.minutes, remaining?.minutes],
    [countdownMessages.seconds, remaining?.seconds],
  ]
  return (
    <div role="timer" aria-label={label}>
      <Text fz="sm" fw={600} c="maroon.8" mb={6}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap">
        {units.map(([unit, amount]) => (
          <div key={unit} className={classes.unit}>
            <span className={classes.amount}>
              {amount === undefined ? countdownMessages.unknownAmount : String(amount).padStart(2, '0')}
            </span>
            <span className={classes.unitLabel}>{unit}</span>
          </div>
        ))}
      </Group>
    </div>
  )
}
