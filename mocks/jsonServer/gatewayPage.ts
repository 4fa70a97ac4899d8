/**
 * The json-server mock gateway: a small server-rendered page showing the merchant and the amount, with the four
 * outcomes. Choosing one records it and sends the browser back to the site's redirect URL. The page only shows the
 * replies of the gatewayPayment and gatewayOutcome routes, which the app's own gateway page calls under MSW.
 */
import type { Response } from 'json-server'
import { z } from 'zod/mini'
import { mockGatewayPaymentReplySchema, paymentInitiateReplySchema } from '../../src/api/schemas'
import { MERCHANT_NAME } from '../backend/payments'
import type { Reply } from '../backend/types'

export const GATEWAY_PATH = '/gateway/:merchantOrderId'

const shownPayment = z.required(mockGatewayPaymentReplySchema, { merchantOrderId: true, amount: true })
const outcomeRedirect = z.required(paymentInitiateReplySchema, { redirectUrl: true })

const outcomes = [
  { state: 'COMPLETED', label: 'Pay' },
  { state: 'FAILED', label: 'Fail' },
  { state: 'CANCELLED', label: 'Cancel' },
  { state: 'PENDING', label: 'Leave pending' },
] as const

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

function rupees(paise: number): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100)
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
*{box-sizing:border-box}
body{font-family:system-ui,sans-serif;background:#fdf6ec;color:#2b1d14;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002;padding:2rem;max-width:26rem;width:calc(100% - 2rem)}
h1{font-size:1.4rem;margin:0 0 .25rem}.amount{font-size:2rem;font-weight:700;margin:1rem 0}
form{display:grid;gap:.5rem}button{font:inherit;padding:.75rem;border-radius:8px;border:1px solid #7a2e12;background:#fff;color:#7a2e12;cursor:pointer}
button[value=COMPLETED]{background:#7a2e12;color:#fff}small{color:#5b4a3d}
</style></head><body><main>${body}</main></body></html>`
}

function gatewayPage(payment: { merchantOrderId: string; amount: number }): string {
  const id = escapeHtml(payment.merchantOrderId)
  const buttons = outcomes
    .map((o) => `<button type="submit" name="state" value="${o.state}">${o.label}</button>`)
    .join('')
  return page(
    `${MERCHANT_NAME} - Mock payment gateway`,
    `<h1>${MERCHANT_NAME}</h1><small>Mock payment gateway · order ${id}</small>
<p class="amount">${rupees(payment.amount)}</p>
<form method="post" action="/gateway/${encodeURIComponent(payment.merchantOrderId)}">${buttons}</form>`,
  )
}

function gatewayErrorPage(message: string): string {
  return page(
    `${MERCHANT_NAME} - Mock payment gateway`,
    `<h1>${MERCHANT_NAME}</h1><p role="alert">${escapeHtml(message)}</p>`,
  )
}

function sendError(response: Response, reply: Reply): void {
  const body = reply.body
  const error =
    body && typeof body === 'object' && 'error' in body && typeof body.error === 'string'
      ? body.error
      : 'Request refused'
  response.status(reply.status).type('html').send(gatewayErrorPage(error))
}

/** GET /gateway/{merchantOrderId}: the gatewayPayment reply as the page, or its error. */
export function sendGatewayPage(response: Response, reply: Reply): void {
  if (reply.status !== 200) return sendError(response, reply)
  response.type('html').send(gatewayPage(shownPayment.parse(reply.body)))
}

/** POST /gateway/{merchantOrderId}: the gatewayOutcome reply as a redirect back to the site, or its error. */
export function sendGatewayOutcome(response: Response, reply: Reply): void {
  if (reply.status !== 200) return sendError(response, reply)
  response.redirect(303, outcomeRedirect.parse(reply.body).redirectUrl)
}
