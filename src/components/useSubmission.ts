import { useCallback, useEffect, useRef, useState } from 'react'

export type SubmissionStatus = 'idle' | 'sending' | 'sent' | 'failed'

/**
 * Sends one value at a time and tracks the outcome for the form that sent it. Leaving the page aborts the request,
 * and an aborted request never settles (no late success or error on an unmounted or remounted form).
 */
export function useSubmission<T>(send: (value: T, signal: AbortSignal) => Promise<void>) {
  const [status, setStatus] = useState<SubmissionStatus>('idle')
  const inFlight = useRef<AbortController | null>(null)

  useEffect(() => () => inFlight.current?.abort(), [])

  const submit = useCallback(
    async (value: T, onSent?: () => void) => {
      inFlight.current?.abort()
      const controller = new AbortController()
      inFlight.current = controller
      setStatus('sending')
      try {
        await send(value, controller.signal)
      } catch {
        if (!controller.signal.aborted) setStatus('failed')
        return
      }
      if (controller.signal.aborted) return
      setStatus('sent')
      onSent?.()
    },
    [send],
  )

  return { status, submit }
}
