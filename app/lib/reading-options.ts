/**
 * Reading options on story pages, for every reader: the text size, dyslexia-friendly letters (the
 * Andika font with wider letter, word and line spacing) and high contrast. Like bedtime mode they
 * are links (`?text=lg`, `?dyslexic=1`, `?contrast=1`) remembered in a cookie, so they work
 * without JavaScript and come back on the next visit in the same browser.
 */
export const READING_COOKIE = 'reading'

export const TEXT_SIZES = ['sm', 'md', 'lg', 'xl'] as const
export type TextSize = (typeof TEXT_SIZES)[number]
export const TEXT_SIZE_LABELS: Record<TextSize, string> = { sm: 'Small', md: 'Medium', lg: 'Large', xl: 'Extra large' }

export type ReadingOptions = { textSize: TextSize; dyslexic: boolean; contrast: boolean }
export const DEFAULT_READING: ReadingOptions = { textSize: 'md', dyslexic: false, contrast: false }

const isTextSize = (value: unknown): value is TextSize => typeof value === 'string' && (TEXT_SIZES as readonly string[]).includes(value)

/** The cookie's value: 'text-lg.dyslexic.contrast'; unknown parts are ignored. */
export function parseReading(value: string | null | undefined): ReadingOptions {
  const parts = (value ?? '').split('.')
  const size = parts.find((part) => part.startsWith('text-'))?.slice(5)
  return { textSize: isTextSize(size) ? size : 'md', dyslexic: parts.includes('dyslexic'), contrast: parts.includes('contrast') }
}

export function serializeReading(options: ReadingOptions): string {
  return [`text-${options.textSize}`, options.dyslexic ? 'dyslexic' : '', options.contrast ? 'contrast' : ''].filter(Boolean).join('.')
}

const isDefault = (options: ReadingOptions) =>
  options.textSize === DEFAULT_READING.textSize &&
  options.dyslexic === DEFAULT_READING.dyslexic &&
  options.contrast === DEFAULT_READING.contrast

/**
 * The options from the cookie, changed by the query's `text`, `dyslexic` and `contrast` (invalid
 * values are ignored). `remember` is true when the query changed something: the cookie then follows.
 */
export function readingFrom(query: URLSearchParams, cookieHeader: string | null): { options: ReadingOptions; remember: boolean } {
  const cookie = (cookieHeader ?? '').split(/;\s*/).find((part) => part.startsWith(`${READING_COOKIE}=`))
  const stored = parseReading(cookie?.slice(READING_COOKIE.length + 1))
  const flag = (name: string, current: boolean) => {
    const value = query.get(name)
    return value === '1' ? true : value === '0' ? false : current
  }
  const size = query.get('text')
  const options: ReadingOptions = {
    textSize: isTextSize(size) ? size : stored.textSize,
    dyslexic: flag('dyslexic', stored.dyslexic),
    contrast: flag('contrast', stored.contrast),
  }
  const remember = options.textSize !== stored.textSize || options.dyslexic !== stored.dyslexic || options.contrast !== stored.contrast
  return { options, remember }
}

/** The Set-Cookie value that remembers the options for story pages (or forgets them at the defaults). */
export function readingCookie(options: ReadingOptions, secure: boolean): string {
  const base = `${READING_COOKIE}=${isDefault(options) ? '' : serializeReading(options)}; Path=/story; SameSite=Lax${secure ? '; Secure' : ''}`
  return isDefault(options) ? `${base}; Max-Age=0` : `${base}; Max-Age=${60 * 60 * 24 * 365}`
}

/** The query parameter and value a choice is made with: `text=lg`, `dyslexic=1`. */
export type ReadingChoice = { name: 'text'; value: TextSize } | { name: 'dyslexic' | 'contrast'; value: '0' | '1' }

/** The address of a choice from the current one: the page read stays, ?created is dropped. */
export function readingSearch(search: string, choice: ReadingChoice): string {
  const params = new URLSearchParams(search)
  params.set(choice.name, choice.value)
  params.delete('created')
  return `?${params}`
}
