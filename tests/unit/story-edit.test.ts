import { describe, expect, it } from 'vitest'
import { retellPrice } from '~/.server/stories/versions'
import { parseId } from '~/lib/ids'
import { pageTextSchema, renameSchema } from '~/lib/schemas/story-edit'

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message
const DAY = 24 * 60 * 60 * 1000

describe('renameSchema', () => {
  it('trims a one-line title of 1-80 characters', () => {
    expect(renameSchema.parse({ title: '  The Moon Owl  ' })).toEqual({ title: 'The Moon Owl' })
    expect(renameSchema.safeParse({ title: 'x'.repeat(80) }).success).toBe(true)
  })

  it.each([
    [{}, 'Title is required'],
    [{ title: '  ' }, 'Title is required'],
    [{ title: 7 }, 'Title must be text'],
    [{ title: 'x'.repeat(81) }, 'Title cannot be longer than 80 characters'],
    [{ title: 'a\nb' }, 'Title cannot contain line breaks or control characters'],
    [{ title: 'a\u202Eb' }, 'Title cannot contain line breaks or control characters'],
  ])('refuses %j: %s', (input, expected) => {
    expect(message(renameSchema.safeParse(input))).toBe(expected)
  })
})

describe('pageTextSchema', () => {
  it('keeps paragraphs, normalises line endings and collapses blank lines', () => {
    expect(pageTextSchema.parse({ content: ' One.\r\n\r\n\r\n\r\nTwo.  \nThree.\t\n' })).toEqual({ content: 'One.\n\nTwo.\nThree.' })
  })

  it.each([
    [{}, 'Page text is required'],
    [{ content: ' \n\t ' }, 'Page text is required'],
    [{ content: 'x'.repeat(2001) }, 'Page text cannot be longer than 2000 characters'],
    [{ content: 'bell\u0007' }, 'Page text cannot contain control characters'],
    [{ content: 'flip\u202E' }, 'Page text cannot contain control characters'],
  ])('refuses %j: %s', (input, expected) => {
    expect(message(pageTextSchema.safeParse(input))).toBe(expected)
  })
})

describe('retellPrice', () => {
  const now = new Date('2026-11-24T12:00:00Z')
  it('is free once within 7 days of the story being made', () => {
    expect(retellPrice({ freeRetellUsed: false, createdAt: new Date(now.getTime() - 6 * DAY) }, now)).toBe('free')
    expect(retellPrice({ freeRetellUsed: false, createdAt: new Date(now.getTime() - 7 * DAY) }, now)).toBe('credit')
    expect(retellPrice({ freeRetellUsed: true, createdAt: now }, now)).toBe('credit')
  })
})

describe('parseId', () => {
  it('reads 1-15 digits and nothing else', () => {
    expect(parseId('42')).toBe(42)
    for (const raw of [undefined, '', '-1', '1.5', '0x10', ' 1', '1'.repeat(16)]) expect(parseId(raw)).toBeNaN()
  })
})
