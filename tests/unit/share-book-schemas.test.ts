import { describe, expect, it } from 'vitest'
import { bookQuerySchema } from '~/lib/schemas/book'
import { shareApiSchema, shareFormSchema } from '~/lib/schemas/share'

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message

describe('a share link’s note', () => {
  it('is optional: absent, null or blank is no note', () => {
    for (const note of [undefined, null, '', '  \n '])
      expect(shareApiSchema.parse({ expiresInDays: 7, note }), String(note)).toEqual({ expiresInDays: 7, note: null })
    expect(shareFormSchema.parse({ expires: 'never' })).toEqual({ expires: null, note: null })
  })

  it('is trimmed, keeps its line breaks (normalised) and collapses runs of blank lines', () => {
    expect(shareApiSchema.parse({ expiresInDays: 30, note: '  Hello Grandma \r\n\r\n\r\n\r\nLove, Sam  ' }).note).toBe(
      'Hello Grandma\n\nLove, Sam',
    )
    expect(shareFormSchema.parse({ expires: '7', note: 'From the seaside' })).toEqual({ expires: 7, note: 'From the seaside' })
  })

  it.each([
    ['x'.repeat(201), 'Note cannot be longer than 200 characters'],
    ['nul\u0000byte', 'Note cannot contain control characters'],
    ['right\u202Eto left', 'Note cannot contain control characters'],
    [42, 'Note must be text'],
  ])('refuses %j with "%s"', (note, message) => {
    expect(firstMessage(shareApiSchema.safeParse({ expiresInDays: 7, note }))).toBe(message)
    expect(firstMessage(shareFormSchema.safeParse({ expires: '7', note }))).toBe(message)
  })

  it('counts 200 characters after trimming', () => {
    expect(shareApiSchema.parse({ expiresInDays: null, note: ` ${'y'.repeat(200)} ` }).note).toHaveLength(200)
  })
})

describe('the book’s size and dedication', () => {
  it('defaults to A4 without a dedication; an empty size (a form left as it was) is the default', () => {
    expect(bookQuerySchema.parse({})).toEqual({ size: 'a4', dedication: null })
    expect(bookQuerySchema.parse({ size: '', dedication: '' })).toEqual({ size: 'a4', dedication: null })
  })

  it('takes a4, letter and square, in any case', () => {
    expect(bookQuerySchema.parse({ size: 'Square' }).size).toBe('square')
    expect(bookQuerySchema.parse({ size: 'LETTER' }).size).toBe('letter')
  })

  it.each([
    [{ size: 'a3' }, 'Size must be a4, letter or square'],
    [{ size: 'square', dedication: 'd'.repeat(201) }, 'Dedication cannot be longer than 200 characters'],
    [{ dedication: 'tab\u0007bell' }, 'Dedication cannot contain control characters'],
  ])('refuses %j with "%s"', (query, message) => {
    expect(firstMessage(bookQuerySchema.safeParse(query))).toBe(message)
  })

  it('keeps a dedication’s lines', () => {
    expect(bookQuerySchema.parse({ size: 'square', dedication: 'For Poppy,\r\nlove Grandma ' }).dedication).toBe('For Poppy,\nlove Grandma')
  })
})
