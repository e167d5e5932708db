/**
 * The file name a download is saved under, from a story's title: no path separators, no `..`, no
 * control characters, so whatever a title holds the browser saves one plain file. Empty: 'Story'.
 */
export function downloadName(title: string, extension: 'pdf' | 'zip'): string {
  const base = title
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/[/\\]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .slice(0, 120)
    // No leading dot (a hidden file) or dash, and no trailing dot (it would meet the extension's as '..').
    .replace(/^[\s.-]+|[\s.]+$/g, '')
  return `${base || 'Story'}.${extension}`
}

/** Content-Disposition for a download: an ASCII fallback, then the name in UTF-8. */
export function attachment(title: string, extension: 'pdf' | 'zip'): string {
  const name = downloadName(title, extension)
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}
