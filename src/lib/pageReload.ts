/**
 * Loading a page afresh, when code it asked for did not arrive or is gone: a release of the site since the page was
 * opened replaced its files, and only a fresh load of the page brings the new ones.
 */

/**
 * Whether the site answers a request for this page (past any cache): if so, the connection is up. Any answer but a
 * server's failure counts (a host may answer an address it does not know with 404, and still serve the site).
 */
export async function siteAnswers(): Promise<boolean> {
  try {
    return (await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' })).status < 500
  } catch {
    return false
  }
}

export function reloadPage(): void {
  window.location.reload()
}

/** Loads `path` afresh, as a plain link would. */
export function loadPage(path: string): void {
  window.location.assign(path)
}
