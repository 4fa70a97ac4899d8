import { MantineProvider } from '@mantine/core'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useEffect, useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DialogLoadFailureNotice } from '../../src/components/DialogLoadFailure'
import { lazyUntilOpened } from '../../src/components/lazyUntilOpened'
import { reloadPage, siteAnswers } from '../../src/lib/pageReload'

vi.mock('../../src/lib/pageReload', () => ({ siteAnswers: vi.fn(), reloadPage: vi.fn() }))

interface DialogProps {
  opened: boolean
  title: string
}

/** Like a modal: takes focus when open and drops it when closed, returning it only after an opening it saw. */
function Dialog({ opened, title }: DialogProps) {
  return opened ? (
    <div role="dialog" aria-label={title}>
      <input aria-label="Name" autoFocus />
    </div>
  ) : null
}

/** Like Mantine's Modal: on closing it lets go of the focus trap at once and stays, fading, for 200 ms. */
function FadingDialog({ opened, title }: DialogProps) {
  const [shown, setShown] = useState(opened)
  if (opened && !shown) setShown(true)
  useEffect(() => {
    if (opened) return
    const timeout = setTimeout(() => setShown(false), 200)
    return () => clearTimeout(timeout)
  }, [opened])
  return shown ? <Dialog opened title={title} /> : null
}

/**
 * Like the sign-in dialog over the booking dialog: on closing it gives the focus to a button of the dialog under it.
 */
function ReturningDialog({ opened, title }: DialogProps) {
  useEffect(() => {
    if (!opened) document.getElementById('proceed')?.focus()
  }, [opened])
  return <FadingDialog opened={opened} title={title} />
}

function lazyDialog(options?: { preloadOnFirstUse: boolean }, dialog = Dialog) {
  const load = vi.fn(async () => dialog)
  return { load, LazyDialog: lazyUntilOpened<DialogProps>(load, (props) => props.opened, options) }
}

describe('lazyUntilOpened', () => {
  it('loads nothing while the dialog is closed, even when the page is used', () => {
    const { load, LazyDialog } = lazyDialog()
    render(<LazyDialog opened={false} title="Book" />)
    fireEvent.pointerDown(window)
    fireEvent.scroll(window)
    expect(load).not.toHaveBeenCalled()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('loads and shows the dialog when it first opens, and keeps it through closing and opening again', async () => {
    const { load, LazyDialog } = lazyDialog()
    const { rerender } = render(<LazyDialog opened={false} title="Book" />)
    rerender(<LazyDialog opened title="Book" />)
    expect(await screen.findByRole('dialog', { name: 'Book' })).toBeInTheDocument()
    rerender(<LazyDialog opened={false} title="Book" />)
    expect(screen.queryByRole('dialog')).toBeNull()
    rerender(<LazyDialog opened title="Book again" />)
    expect(screen.getByRole('dialog', { name: 'Book again' })).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('with preloadOnFirstUse, loads the code at the first touch, key or scroll, once, without opening', () => {
    const { load, LazyDialog } = lazyDialog({ preloadOnFirstUse: true })
    render(<LazyDialog opened={false} title="Book" />)
    expect(load).not.toHaveBeenCalled()
    fireEvent.keyDown(window, { key: 'Tab' })
    fireEvent.pointerDown(window)
    expect(load).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('a preload that failed (a dropped connection) does not stop the dialog loading when it opens', async () => {
    const { load, LazyDialog } = lazyDialog({ preloadOnFirstUse: true })
    load.mockRejectedValueOnce(new Error('offline'))
    const { rerender } = render(<LazyDialog opened={false} title="Book" />)
    fireEvent.pointerDown(window)
    await Promise.resolve()
    rerender(<LazyDialog opened title="Book" />)
    expect(await screen.findByRole('dialog', { name: 'Book' })).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('says so when its code does not arrive, keeps the page, and Try Again loads it', async () => {
    const { load, LazyDialog } = lazyDialog()
    load.mockRejectedValueOnce(new Error('offline'))
    render(
      <MantineProvider>
        <input aria-label="Gotra" defaultValue="Kashyap" />
        <LazyDialog opened title="Book" />
        <DialogLoadFailureNotice />
      </MantineProvider>,
    )
    const notice = await screen.findByRole('alert')
    expect(notice).toHaveTextContent('This could not be opened. Please check your connection and try again.')
    expect(screen.getByRole('textbox', { name: 'Gotra' })).toHaveValue('Kashyap')
    expect(screen.queryByRole('dialog')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByRole('dialog', { name: 'Book' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('keeps its placeholder in its place until its code is in, and while the notice says the code did not arrive', async () => {
    const load = vi.fn(async () => Dialog)
    load.mockRejectedValueOnce(new Error('offline'))
    const LazyMenu = lazyUntilOpened<DialogProps>(load, () => true, {
      placeholder: <p>Checking your account</p>,
    })
    render(
      <MantineProvider>
        <LazyMenu opened title="Account" />
        <DialogLoadFailureNotice />
      </MantineProvider>,
    )
    expect(screen.getByText('Checking your account')).toBeInTheDocument()
    expect(await screen.findByRole('alert')).toBeInTheDocument()
    expect(screen.getByText('Checking your account')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeInTheDocument()
    expect(screen.queryByText('Checking your account')).toBeNull()
  })

  it.each([
    ['', Dialog],
    [', when the dialog fades out holding the focus', FadingDialog],
  ])(
    'gives focus back to the button that first opened it, which the dialog itself never saw%s',
    async (_, dialog) => {
      const { LazyDialog } = lazyDialog(undefined, dialog)
      function Page({ opened }: { opened: boolean }) {
        return (
          <>
            <button type="button">Select Family Puja</button>
            <LazyDialog opened={opened} title="Book" />
          </>
        )
      }
      const { rerender } = render(<Page opened={false} />)
      const opener = screen.getByRole('button', { name: 'Select Family Puja' })
      opener.focus()
      rerender(<Page opened />)
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus())
      rerender(<Page opened={false} />)
      await waitFor(() => expect(opener).toHaveFocus())
    },
  )

  it('leaves the focus where the dialog under it put it on closing', async () => {
    const { LazyDialog } = lazyDialog(undefined, ReturningDialog)
    function Page({ opened }: { opened: boolean }) {
      return (
        <div role="dialog" aria-label="Book">
          <button type="button" id="proceed">
            Proceed to Payment
          </button>
          <button type="button">Send OTP</button>
          <LazyDialog opened={opened} title="Sign in" />
        </div>
      )
    }
    const { rerender } = render(<Page opened={false} />)
    screen.getByRole('button', { name: 'Send OTP' }).focus()
    rerender(<Page opened />)
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus())
    rerender(<Page opened={false} />)
    await new Promise((done) => setTimeout(done, 300))
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toHaveFocus()
  })

  describe('when Try Again does not bring its code either', () => {
    afterEach(() => {
      vi.mocked(siteAnswers).mockClear()
      vi.mocked(reloadPage).mockClear()
    })

    /**
     * A dialog whose code does not arrive, its notice, and Try Again pressed, which does not bring it either; the site
     * answers as `answers` says, and a last try brings the code if `lastTry` says so.
     */
    async function retryWithoutCode(answers: boolean, lastTry: 'fails' | 'brings the code' = 'fails') {
      vi.mocked(siteAnswers).mockResolvedValue(answers)
      const load = vi.fn(async () => {
        if (lastTry === 'brings the code' && load.mock.calls.length === 3) return Dialog
        throw new Error('Failed to fetch dynamically imported module')
      })
      const LazyDialog = lazyUntilOpened<DialogProps>(load, (props) => props.opened)
      render(
        <MantineProvider>
          <LazyDialog opened title="Book" />
          <DialogLoadFailureNotice />
        </MantineProvider>,
      )
      fireEvent.click(await screen.findByRole('button', { name: 'Try Again' }))
      await waitFor(() => expect(siteAnswers).toHaveBeenCalled())
      // The first failure is a dropped connection as likely as anything: it is tried again in place.
      expect(siteAnswers).toHaveBeenCalledTimes(1)
      return load
    }

    it('while the site answers and a last try fails too, the code is gone: the page is loaded afresh', async () => {
      const load = await retryWithoutCode(true)
      await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1))
      expect(load).toHaveBeenCalledTimes(3)
    })

    it('while the site answers and the last try brings the code (the connection came back), it opens', async () => {
      await retryWithoutCode(true, 'brings the code')
      expect(await screen.findByRole('dialog', { name: 'Book' })).toBeInTheDocument()
      expect(screen.queryByRole('alert')).toBeNull()
      expect(reloadPage).not.toHaveBeenCalled()
    })

    it('while the site does not answer either (offline), the page stays as it is, with the notice', async () => {
      const load = await retryWithoutCode(false)
      expect(await screen.findByRole('alert')).toHaveTextContent('This could not be opened.')
      expect(load).toHaveBeenCalledTimes(2)
      expect(reloadPage).not.toHaveBeenCalled()
    })
  })
})
