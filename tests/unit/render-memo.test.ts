import type { EntryContext } from 'react-router'
import { describe, expect, it } from 'vitest'
import { memoizedRender, memoizeRender, renderMemoKey } from '~/.server/render-memo'

const request = (method = 'GET') => new Request('http://localhost/library', { method })
const context = (data: Partial<EntryContext['staticHandlerContext']> = {}) =>
  ({
    serverHandoffString: '{}',
    staticHandlerContext: {
      location: { pathname: '/library', search: '', hash: '' },
      loaderData: { root: { user: 'a' } },
      actionData: null,
      errors: null,
      ...data,
    },
  }) as unknown as EntryContext

describe('the render memo', () => {
  it('keys a page by its path and its loader data', () => {
    const key = renderMemoKey(request(), 200, context())
    expect(key).toBeTruthy()
    expect(renderMemoKey(request(), 200, context())).toBe(key)
    expect(renderMemoKey(request(), 200, context({ loaderData: { root: { user: 'b' } } }))).not.toBe(key)
    expect(renderMemoKey(request(), 200, context({ location: { pathname: '/', search: '', hash: '' } } as never))).not.toBe(key)
  })

  it('keeps nothing for data it cannot compare, an action, an error, a status other than 200 or a POST', () => {
    expect(renderMemoKey(request(), 200, context({ loaderData: { root: { later: Promise.resolve(1) } } }))).toBeNull()
    expect(renderMemoKey(request(), 200, context({ loaderData: { root: { seen: new Set([1]) } } }))).toBeNull()
    expect(renderMemoKey(request(), 200, context({ actionData: { done: true } }))).toBeNull()
    expect(renderMemoKey(request(), 200, context({ errors: { root: new Error('x') } }))).toBeNull()
    expect(renderMemoKey(request(), 404, context())).toBeNull()
    expect(renderMemoKey(request('POST'), 200, context())).toBeNull()
  })

  it('gives the kept page back with the new answer’s nonce everywhere the old one was', () => {
    const key = renderMemoKey(request(), 200, context({ loaderData: { root: { user: 'nonce test' } } }))!
    expect(memoizedRender(key, 'n2')).toBeNull()
    memoizeRender(key, '<script nonce="n1">a</script><style nonce="n1"></style>', 'n1')
    expect(memoizedRender(key, 'n2')).toBe('<script nonce="n2">a</script><style nonce="n2"></style>')
  })
})
