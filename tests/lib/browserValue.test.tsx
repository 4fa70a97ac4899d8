import { act, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { hydrateRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderingPrerenderedPage, useBrowserValue } from '../../src/lib/browserValue'

let stored = 'stored in this browser'
const listeners = new Set<() => void>()
const read = () => stored
const subscribe = (changed: () => void) => {
  listeners.add(changed)
  return () => listeners.delete(changed)
}

function Probe() {
  return <p>{useBrowserValue(read, 'stand-in', subscribe)}</p>
}

afterEach(() => {
  renderingPrerenderedPage(false)
  stored = 'stored in this browser'
})

describe('a value only the browser knows', () => {
  it('is read at once on a page rendered afresh', () => {
    render(<Probe />)
    expect(screen.getByText('stored in this browser')).toBeInTheDocument()
    expect(screen.queryByText('stand-in')).not.toBeInTheDocument()
  })

  it('is the stand-in in the prerendered page, which hydrates without a mismatch and then shows the browser value', async () => {
    renderingPrerenderedPage(true)
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Probe />)
    document.body.append(container)
    expect(container).toHaveTextContent('stand-in')
    const recoverableError = vi.fn()
    const root = await act(async () =>
      hydrateRoot(container, <Probe />, { onRecoverableError: recoverableError }),
    )
    expect(container).toHaveTextContent('stored in this browser')
    expect(recoverableError).not.toHaveBeenCalled()
    act(() => root.unmount())
    container.remove()
  })

  it('follows a change the browser announces', async () => {
    render(<Probe />)
    stored = 'changed'
    await act(async () => {
      for (const changed of listeners) changed()
    })
    expect(screen.getByText('changed')).toBeInTheDocument()
  })

  it('is read at once by what mounts after the first navigation', () => {
    renderingPrerenderedPage(true)
    renderingPrerenderedPage(false)
    render(<Probe />)
    expect(screen.getByText('stored in this browser')).toBeInTheDocument()
  })
})
