/** India's offset from UTC in minutes as `Date#getTimezoneOffset` gives it (UTC minus local time): IST is UTC+5:30. */
const INDIA_TIMEZONE_OFFSET = -330

/**
 * Marks `<html data-visitor-abroad>` before the page paints when the visitor's clock is not India's. A prerendered
 * page shows the temple's time only; once it is alive, a card adds the visitor's own time under it, and the space that
 * line takes is kept from the first paint (`.localTimeSlot`), so nothing the visitor may be tapping moves. The offset
 * is read without `Intl`, whose first use costs a phone tens of milliseconds.
 */
export const VISITOR_ZONE_SCRIPT = [
  `if (new Date().getTimezoneOffset() !== ${INDIA_TIMEZONE_OFFSET})`,
  "  document.documentElement.dataset.visitorAbroad = '';",
].join('\n')
