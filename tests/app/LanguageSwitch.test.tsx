import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LanguageSwitch } from '../../src/app/LanguageSwitch'
import { loadPage } from '../../src/lib/pageReload'
import { renderPage } from '../render'

vi.mock('../../src/lib/pageReload', () => ({ loadPage: vi.fn(), reloadPage: vi.fn(), siteAnswers: vi.fn() }))
vi.mock('../../src/content/catalog', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/content/catalog')>()),
  translationsReady: vi.fn(() =>
    Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  ),
}))

afterEach(() => vi.mocked(loadPage).mockClear())

describe('the language switch, when the other language’s texts do not arrive', () => {
  it('follows its link as a plain link, so the page opens afresh in Hindi', async () => {
    const { user, router } = renderPage(<LanguageSwitch />, { route: '/chadava?sort=new' })
    await user.click(screen.getByRole('link', { name: 'हिन्दी' }))
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith('/hi/chadava?sort=new'))
    expect(router.state.location.pathname).toBe('/chadava')
  })
})
