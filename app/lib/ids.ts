/** A positive whole number that can be a row's id: anything else finds nothing, without a query. */
export const isRowId = (id: number) => Number.isSafeInteger(id) && id > 0

/** A database id from a URL segment: 1-15 digits, else NaN (which finds nothing and answers 404). */
export function parseId(raw: string | undefined): number {
  return raw && /^\d{1,15}$/.test(raw) ? Number(raw) : NaN
}
