import { z } from 'zod'

export const IMPORT_NO_FILE = 'Please choose the ZIP file you downloaded with “Download your data”.'

/** The import page's form: one chosen file (what is in it is checked by app/.server/account-import). */
export const importFormSchema = z.object({
  file: z.instanceof(File, { error: IMPORT_NO_FILE }).refine((file) => file.size > 0, IMPORT_NO_FILE),
})
