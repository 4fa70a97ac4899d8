/** The stock picture shown where a service or offering has no image of its own: a lit diya on a warm ground. */
export const STOCK_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe6c7"/><stop offset="1" stop-color="#f3d1d7"/></linearGradient></defs><rect width="400" height="300" fill="url(#g)"/><ellipse cx="200" cy="215" rx="70" ry="22" fill="#a34e00"/><path d="M130 205q70 45 140 0q-10 30-70 32q-60-2-70-32z" fill="#c25e00"/><path d="M200 120q22 35 0 70q-22-35 0-70z" fill="#ff9619"/><path d="M200 145q10 18 0 36q-10-18 0-36z" fill="#ffcb8c"/></svg>',
  )

/**
 * The picture to show for an address from the API: the stock picture when there is none. An empty address counts as
 * none: as an `src` it makes the browser fetch the page itself again.
 */
export function pictureOf(url: string | undefined): string {
  return url ? url : STOCK_IMAGE
}

/** The pictures to show for addresses from the API: those that are not empty, or the stock picture alone. */
export function picturesOf(urls: readonly string[]): readonly string[] {
  const given = urls.filter((url) => url !== '')
  return given.length > 0 ? given : [STOCK_IMAGE]
}
