/** Product facts shown across the site: one place to change them. */
export const siteConfig = {
  productName: 'Sankalp',
  tagline: 'Pujas at real temples, offered in your name',
  companyName: 'Sankalp Devotional Services Private Limited',
  phone: '+91 98765 43210',
  phoneHref: 'tel:+919876543210',
  email: 'support@sankalp.org.in',
  legalEmail: 'legal@sankalp.org.in',
  grievanceOfficer: 'Ananya Sharma',
  address: '4th Floor, Tower B, Unitech Cyber Park, Sector 39, Gurugram, Haryana 122002, India',
  addressShort: 'Sector 39, Gurugram, Haryana 122002',
  officeHours: '9:00 AM - 6:00 PM IST',
  officeDays: 'Monday to Saturday',
  copyrightYear: 2025,
  termsLastUpdated: '04-09-2025',
} as const

/** The three public IP-geolocation services of SPEC §7, in the order they are asked. */
export const geolocationUrls: readonly [string, string, string] = [
  import.meta.env.VITE_GEO_URL_1 ?? 'https://ipapi.co/json/',
  import.meta.env.VITE_GEO_URL_2 ?? 'https://api.country.is/',
  import.meta.env.VITE_GEO_URL_3 ?? 'https://ipinfo.io/json',
]

/** Base of the product API; the site's own origin unless VITE_API_URL points elsewhere. */
export function apiBaseUrl(): string {
  const configured = import.meta.env.VITE_API_URL
  if (configured) return configured.replace(/\/$/, '')
  return globalThis.location?.origin ?? 'http://localhost'
}
