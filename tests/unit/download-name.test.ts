import { describe, expect, it } from 'vitest'
import { attachment, downloadName } from '~/.server/stories/download-name'

/** The file name in both halves of a Content-Disposition: the ASCII fallback and the decoded UTF-8 one. */
function names(header: string) {
  const ascii = /filename="([^"]*)"/.exec(header)?.[1]
  const utf8 = /filename\*=UTF-8''(\S+)$/.exec(header)?.[1]
  return [ascii!, decodeURIComponent(utf8!)]
}

describe('download names', () => {
  it('keeps an ordinary title, accents and all', () => {
    expect(downloadName('Zoë and the Shy Dragon', 'pdf')).toBe('Zoë and the Shy Dragon.pdf')
    expect(names(attachment('Zoë and the Shy Dragon', 'pdf'))).toEqual(['Zo_ and the Shy Dragon.pdf', 'Zoë and the Shy Dragon.pdf'])
  })

  it.each([
    ['../../etc/passwd', 'etc-passwd.pdf'],
    ['..\\..\\Windows\\win.ini', 'Windows-win.ini.pdf'],
    ['/absolute/path', 'absolute-path.pdf'],
    ['Dragons/Moons', 'Dragons-Moons.pdf'],
    ['Wait... what?', 'Wait. what?.pdf'],
    ['The End.', 'The End.pdf'],
    ['...', 'Story.pdf'],
    ['', 'Story.pdf'],
    ['.hidden', 'hidden.pdf'],
    ['Line\nbreak\u0000', 'Linebreak.pdf'],
  ])('cleans %j to %j', (title, expected) => {
    expect(downloadName(title, 'pdf')).toBe(expected)
  })

  it('leaves no path separator or ".." in either file name, whatever the title', () => {
    const titles = ['../x', '..%2F..%2Fx', 'a/../../b', '\\\\server\\share', '….//….//', 'ok/../..\u202e/fdp.exe', 'x'.repeat(500) + '/..']
    for (const title of titles) {
      for (const extension of ['pdf', 'zip'] as const) {
        for (const name of names(attachment(title, extension))) {
          expect(name).not.toMatch(/[/\\]/)
          expect(name).not.toContain('..')
          expect(name.endsWith(`.${extension}`)).toBe(true)
          expect(name.length).toBeLessThanOrEqual(125)
        }
      }
    }
  })
})
