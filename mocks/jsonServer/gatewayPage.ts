/**
 * The json-server mock gateway: a small server-rendered page showing the merchant and the amount, with the four
 * outcomes, in the language the payment was started in. Choosing one records it and sends the browser back to the
 * site's redirect URL. The page only shows the replies of the gatewayPayment and gatewayOutcome routes, which the app's
 * own gateway page calls under MSW.
 */
import type { Response } from 'json-server'
import { z } from 'zod/mini'
import {
  mockGatewayPaymentReplySchema,
  paymentInitiateReplySchema,
  type ContentLanguage,
} from '../../src/api/schemas'
import { MERCHANT_NAME } from '../backend/payments'
import { gatewayFontFaces } from './gatewayFonts'
import type { Reply } from '../backend/types'

export const GATEWAY_PATH = '/gateway/:merchantOrderId'

const shownPayment = z.required(mockGatewayPaymentReplySchema, { merchantOrderId: true, amount: true })
const outcomeRedirect = z.required(paymentInitiateReplySchema, { redirectUrl: true })

const outcomes = ['COMPLETED', 'FAILED', 'CANCELLED', 'PENDING'] as const

interface GatewayTexts {
  locale: string
  title: string
  order: (merchantOrderId: string) => string
  outcomes: Record<(typeof outcomes)[number], string>
  refused: string
}

/** The page's words in each language the site speaks (the app's gateway page says the same). */
const GATEWAY_TEXTS: Record<ContentLanguage, GatewayTexts> = {
  en: {
    locale: 'en-IN',
    title: 'Test payment gateway',
    order: (merchantOrderId) => `order ${merchantOrderId}`,
    outcomes: { COMPLETED: 'Pay', FAILED: 'Fail', CANCELLED: 'Cancel', PENDING: 'Leave pending' },
    refused: 'Request refused',
  },
  hi: {
    locale: 'hi-IN',
    title: 'टेस्ट भुगतान गेटवे',
    order: (merchantOrderId) => `ऑर्डर ${merchantOrderId}`,
    outcomes: { COMPLETED: 'भुगतान करें', FAILED: 'विफल करें', CANCELLED: 'रद्द करें', PENDING: 'लंबित छोड़ें' },
    refused: 'अनुरोध अस्वीकार हुआ',
  },
}

/** Where a payment started in `language` is paid: the page, with the language when it is not English. */
export function gatewayPath(merchantOrderId: string, language: ContentLanguage): string {
  const path = `/gateway/${encodeURIComponent(merchantOrderId)}`
  return language === 'en' ? path : `${path}?lang=${language}`
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

function rupees(paise: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR' }).format(paise / 100)
}

function page(language: ContentLanguage, body: string): string {
  const title = `${MERCHANT_NAME} - ${GATEWAY_TEXTS[language].title}`
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
${gatewayFontFaces}
*{box-sizing:border-box}
body{font-family:'Gateway Devanagari',system-ui,sans-serif;background:#fdf6ec;color:#2b1d14;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002;padding:2rem;max-width:26rem;width:calc(100% - 2rem)}
h1{font-size:1.4rem;margin:0 0 .25rem}.amount{font-size:2rem;font-weight:700;margin:1rem 0}
form{display:grid;gap:.5rem}button{font:inherit;padding:.75rem;border-radius:8px;border:1px solid #7a2e12;background:#fff;color:#7a2e12;cursor:pointer}
button[value=COMPLETED]{background:#7a2e12;color:#fff}small{color:#5b4a3d}
</style></head><body><main>${body}</main></body></html>`
}

function gatewayPage(
  payment: { merchantOrderId: string; amount: number },
  language: ContentLanguage,
): string {
  const texts = GATEWAY_TEXTS[language]
  const buttons = outcomes
    .map((state) => `<button type="submit" name="state" value="${state}">${texts.outcomes[state]}</button>`)
    .join('')
  return page(
    language,
    `<h1>${MERCHANT_NAME}</h1><small>${texts.title} · ${escapeHtml(texts.order(payment.merchantOrderId))}</small>
<p class="amount">${rupees(payment.amount, texts.locale)}</p>
<form method="post" action="${escapeHtml(gatewayPath(payment.merchantOrderId, language))}">${buttons}</form>`,
  )
}

function sendError(response: Response, reply: Reply, language: ContentLanguage): void {
  const body = reply.body
  const error =
    body && typeof body === 'object' && 'error' in body && typeof body.error === 'string'
      ? body.error
      : GATEWAY_TEXTS[language].refused
  response
    .status(reply.status)
    .type('html')
    .send(page(language, `<h1>${MERCHANT_NAME}</h1><p role="alert">${escapeHtml(error)}</p>`))
}

/** GET /gateway/{merchantOrderId}: the gatewayPayment reply as the page, or its error. */
export function sendGatewayPage(response: Response, reply: Reply, language: ContentLanguage): void {
  if (reply.status !== 200) return sendError(response, reply, language)
  response.type('html').send(gatewayPage(shownPayment.parse(reply.body), language))
}

/** POST /gateway/{merchantOrderId}: the gatewayOutcome reply as a redirect back to the site, or its error. */
export function sendGatewayOutcome(response: Response, reply: Reply, language: ContentLanguage): void {
  if (reply.status !== 200) return sendError(response, reply, language)
  response.redirect(303, outcomeRedirect.parse(reply.body).redirectUrl)
}
