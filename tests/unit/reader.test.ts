import { describe, expect, it } from 'vitest'
import { BEDTIME_COOKIE, bedtimeCookie, bedtimeFrom, fadeVolume, FADE_MS } from '~/lib/bedtime'
import { pageSearch, readerNeighbours, readerPage, swipeDirection } from '~/lib/viewer'

describe('readerPage and readerNeighbours', () => {
  it('reads ?page=end as the page after the last, and numbers as the story pages', () => {
    expect(readerPage('end', 6)).toBe(7)
    expect(readerPage(' END ', 6)).toBe(7)
    expect(readerPage('6', 6)).toBe(6)
    expect(readerPage('99', 6)).toBe(6)
    expect(readerPage(null, 6)).toBe(1)
    expect(readerPage('end', 0)).toBe(1)
  })

  it('leads from the last page to The End, and stops there', () => {
    expect(readerNeighbours(1, 6)).toEqual({ previous: null, next: 2 })
    expect(readerNeighbours(6, 6)).toEqual({ previous: 5, next: 7 })
    expect(readerNeighbours(7, 6)).toEqual({ previous: 6, next: null })
    expect(readerNeighbours(1, 0)).toEqual({ previous: null, next: null })
  })

  it('writes The End as ?page=end when it knows the count', () => {
    expect(pageSearch('?bedtime=1', 7, 6)).toBe('?bedtime=1&page=end')
    expect(pageSearch('?page=end', 6, 6)).toBe('?page=6')
    expect(pageSearch('?page=end', 1, 6)).toBe('')
  })
})

describe('swipeDirection', () => {
  it('turns on a long, mostly sideways move', () => {
    expect(swipeDirection(-120, 10)).toBe('next')
    expect(swipeDirection(120, -20)).toBe('previous')
  })

  it('ignores taps, short moves and scrolls', () => {
    expect(swipeDirection(-30, 0)).toBeNull()
    expect(swipeDirection(-80, 70)).toBeNull()
    expect(swipeDirection(0, 300)).toBeNull()
    expect(swipeDirection(Number.NaN, 0)).toBeNull()
  })
})

describe('bedtime', () => {
  it('takes the query first (and remembers it), then the cookie', () => {
    expect(bedtimeFrom('1', null)).toEqual({ on: true, remember: true })
    expect(bedtimeFrom('0', `${BEDTIME_COOKIE}=1`)).toEqual({ on: false, remember: false })
    expect(bedtimeFrom(null, `a=b; ${BEDTIME_COOKIE}=1`)).toEqual({ on: true, remember: null })
    expect(bedtimeFrom('yes', `${BEDTIME_COOKIE}=0`)).toEqual({ on: false, remember: null })
    expect(bedtimeFrom(null, null)).toEqual({ on: false, remember: null })
  })

  it('sets a cookie for story pages, and clears it', () => {
    expect(bedtimeCookie(true, true)).toBe(`${BEDTIME_COOKIE}=1; Path=/story; SameSite=Lax; Secure; Max-Age=31536000`)
    expect(bedtimeCookie(false, false)).toBe(`${BEDTIME_COOKIE}=; Path=/story; SameSite=Lax; Max-Age=0`)
  })

  it('fades the sound out over the last seconds of the sleep timer', () => {
    expect(fadeVolume(10 * 60_000)).toBe(1)
    expect(fadeVolume(FADE_MS)).toBe(1)
    expect(fadeVolume(FADE_MS / 2)).toBe(0.25)
    expect(fadeVolume(0)).toBe(0)
    expect(fadeVolume(-5)).toBe(0)
    const steps = [20_000, 15_000, 10_000, 5_000, 1_000].map((ms) => fadeVolume(ms))
    expect([...steps].sort((a, b) => b - a)).toEqual(steps)
  })
})
