import { act, screen } from '@testing-library/react'
import { Suspense, useState } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { EARLY_INPUT_SCRIPT } from '../../scripts/prerender/earlyInputScript'
import { RepeatEarlyInput, takeEarlyInput } from '../../src/app/earlyInput'

/** A page with a controlled field, a choice and a form, the way the site's pages hold them. */
function ContactPage() {
  const [name, setName] = useState('')
  const [subject, setSubject] = useState('')
  const [sent, setSent] = useState<string[]>([])
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        setSent((messages) => [...messages, `${name} about ${subject}`])
      }}
    >
      <label>
        Name
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <label>
        Subject
        <select value={subject} onChange={(event) => setSubject(event.target.value)}>
          <option value="">Choose a subject</option>
          <option value="donations">Donations</option>
        </select>
      </label>
      <button type="submit">Send</button>
      {sent.map((message, index) => (
        <p key={index}>Sent by {message}</p>
      ))}
    </form>
  )
}

const page = (
  <Suspense fallback={null}>
    <ContactPage />
    <RepeatEarlyInput />
  </Suspense>
)

let root: Root | undefined
let container: HTMLElement

/** The prerendered page painted, and its inline script run, before any of the app's code. */
function paintPrerenderedPage() {
  container = document.createElement('div')
  container.innerHTML = renderToString(page)
  document.body.append(container)
  new Function(EARLY_INPUT_SCRIPT)()
}

/** What a visitor does on the painted page: types a name, chooses a subject and presses Send. */
function fillAndSendBeforeTheAppStarts(): Event {
  const name = container.querySelector('input')!
  name.value = 'Asha'
  name.dispatchEvent(new Event('input', { bubbles: true }))
  const subject = container.querySelector('select')!
  subject.value = 'donations'
  subject.dispatchEvent(new Event('change', { bubbles: true }))
  let submission: Event | undefined
  container.addEventListener('submit', (event) => (submission = event), { once: true })
  container.querySelector('button')!.click()
  return submission!
}

async function hydrate() {
  takeEarlyInput()
  await act(async () => {
    root = hydrateRoot(container, page)
  })
}

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  container.remove()
  window.sankalpEarlyInput?.()
})

describe('what a visitor does before the prerendered page comes alive', () => {
  it('is held: the form is not submitted natively, which would reload the page and lose what was typed', () => {
    paintPrerenderedPage()
    expect(fillAndSendBeforeTheAppStarts().defaultPrevented).toBe(true)
  })

  it('is done again once the page is alive: the typed values reach the form, then Send sends them once', async () => {
    paintPrerenderedPage()
    fillAndSendBeforeTheAppStarts()
    await hydrate()
    await screen.findByText(/^Sent by/)
    expect(screen.getAllByText(/^Sent by/).map((message) => message.textContent)).toEqual([
      'Sent by Asha about donations',
    ])
    expect(screen.getByLabelText('Name')).toHaveValue('Asha')
    expect(screen.getByLabelText('Subject')).toHaveValue('donations')
  })

  it('is not done again on a page rendered afresh, which has replaced what was tapped', async () => {
    paintPrerenderedPage()
    fillAndSendBeforeTheAppStarts()
    takeEarlyInput()
    await act(async () => {
      root = createRoot(container)
      root.render(page)
    })
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
    expect(screen.queryByText(/^Sent by/)).not.toBeInTheDocument()
  })

  it('is no longer held once the app has taken it: React handles the page from then on', async () => {
    paintPrerenderedPage()
    await hydrate()
    expect(window.sankalpEarlyInput).toBeUndefined()
    const submission = new Event('submit', { bubbles: true, cancelable: true })
    document.body.dispatchEvent(submission)
    expect(submission.defaultPrevented).toBe(false)
  })
})
