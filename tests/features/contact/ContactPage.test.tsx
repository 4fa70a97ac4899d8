import { screen, waitFor, within } from '@testing-library/react'
import { delay, http } from 'msw'
import { describe, expect, it, onTestFinished } from 'vitest'
import { server } from '../../../mocks/node'
import { resetScenario, setScenario } from '../../../mocks/scenarios'
import { siteConfig } from '../../../src/config'
import { ContactPage } from '../../../src/features/contact/ContactPage'
import { renderPage } from '../../render'

const THANK_YOU = 'Thank you for your message. We will respond within 24 hours.'

function renderContact() {
  const view = renderPage(<ContactPage />, { route: '/contact' })
  const form = within(screen.getByRole('form', { name: 'Write to Us' }))
  const fields = {
    name: form.getByLabelText(/^Name/),
    email: form.getByLabelText(/^Email/),
    phone: form.getByLabelText(/^Phone/),
    subject: form.getByRole('combobox', { name: /Subject/ }),
    message: form.getByLabelText(/Message/, { selector: 'textarea' }),
  }
  const send = form.getByRole('button', { name: 'Send Message' })
  return { ...view, form, fields, send }
}

async function fillIn({ user, fields }: ReturnType<typeof renderContact>, withPhone = true) {
  const enter = async (field: HTMLElement, text: string) => {
    await user.click(field)
    await user.paste(text)
  }
  await enter(fields.name, 'Ravi Kumar')
  await enter(fields.email, 'ravi@example.com')
  if (withPhone) await enter(fields.phone, '9876543210')
  await user.selectOptions(fields.subject, 'Chadava Offerings')
  await enter(fields.message, 'When will I receive the video of my offering?')
}

/** Records the bodies posted to /api/contact while the mock backend answers as usual. */
function recordContactPosts() {
  const bodies: unknown[] = []
  server.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith('/api/contact')) bodies.push(await request.clone().json())
  })
  onTestFinished(() => server.events.removeAllListeners())
  return bodies
}

describe('Contact page', () => {
  it('shows the information card with phone, e-mail, the Gurugram office and the timings', () => {
    renderContact()
    const card = within(screen.getByRole('complementary', { name: 'Get in Touch' }))
    expect(card.getByRole('link', { name: siteConfig.phone })).toHaveAttribute('href', siteConfig.phoneHref)
    expect(card.getByRole('link', { name: siteConfig.email })).toHaveAttribute(
      'href',
      `mailto:${siteConfig.email}`,
    )
    expect(card.getByText(/Gurugram/)).toBeInTheDocument()
    expect(card.getByText('9:00 AM - 6:00 PM IST')).toBeInTheDocument()
    expect(card.getByText('Monday to Saturday')).toBeInTheDocument()
    expect(card.getByText(/24\/7/)).toBeInTheDocument()
  })

  it('offers the six subjects with readable labels', async () => {
    const { fields } = renderContact()
    const options = within(fields.subject)
      .getAllByRole('option')
      .filter((option) => !option.hasAttribute('disabled'))
    expect(options.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['virtual-puja', 'Virtual Puja Booking'],
      ['chadava', 'Chadava Offerings'],
      ['donation', 'Donations'],
      ['horoscope', 'Horoscope & Astrology Consultation'],
      ['technical', 'Technical Support'],
      ['other', 'Other'],
    ])
  })

  it('requires name, email, subject and message, checks the email, and sends nothing until they are valid', async () => {
    const bodies = recordContactPosts()
    const { user, fields, send, form } = renderContact()
    await user.click(send)
    expect(await form.findByText('Name is required')).toBeInTheDocument()
    expect(form.getByText('Email is required')).toBeInTheDocument()
    expect(form.getByText('Please choose a subject')).toBeInTheDocument()
    expect(form.getByText('Message is required')).toBeInTheDocument()
    expect(fields.phone).not.toHaveAttribute('aria-invalid', 'true')
    await waitFor(() => expect(fields.name).toHaveFocus())

    await user.type(fields.name, 'Ravi')
    await user.type(fields.email, 'ravi@')
    await user.click(send)
    expect(await form.findByText('Please enter a valid email address')).toBeInTheDocument()
    await waitFor(() => expect(fields.email).toHaveFocus())
    expect(bodies).toEqual([])
    expect(screen.queryByText(THANK_YOU)).not.toBeInTheDocument()
  })

  it('sends the message, thanks the visitor and clears the form; the phone may be left empty', async () => {
    const bodies = recordContactPosts()
    const view = renderContact()
    await fillIn(view, false)
    await view.user.click(view.send)
    expect(await screen.findByText(THANK_YOU)).toBeInTheDocument()
    expect(bodies).toEqual([
      {
        name: 'Ravi Kumar',
        email: 'ravi@example.com',
        subject: 'chadava',
        message: 'When will I receive the video of my offering?',
      },
    ])
    for (const field of Object.values(view.fields)) expect(field).toHaveValue('')
  })

  it('disables Send while the message is on its way', async () => {
    server.use(http.post('*/api/contact', () => delay('infinite')))
    const view = renderContact()
    await fillIn(view)
    await view.user.click(view.send)
    expect(view.form.getByRole('button', { name: 'Send Message' })).toBeDisabled()
  })

  it('keeps everything typed after a failure and sends it again with Try Again', async () => {
    setScenario('contact-error')
    const view = renderContact()
    await fillIn(view)
    await view.user.click(view.send)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('We could not send your message')
    expect(screen.queryByText(THANK_YOU)).not.toBeInTheDocument()
    expect(view.fields.name).toHaveValue('Ravi Kumar')
    expect(view.fields.email).toHaveValue('ravi@example.com')
    expect(view.fields.phone).toHaveValue('9876543210')
    expect(view.fields.subject).toHaveValue('chadava')
    expect(view.fields.message).toHaveValue('When will I receive the video of my offering?')
    expect(view.send).toBeEnabled()

    resetScenario()
    await view.user.click(within(alert).getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByText(THANK_YOU)).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(view.fields.name).toHaveValue('')
  })
})
