import { AppError } from '../errors'
import { IMPORT_MESSAGES } from './restore'

/**
 * The archive of an import request: the whole body when it is sent as application/zip (or
 * application/octet-stream), else the `file` field of a multipart form (the page's form, or curl -F).
 */
export async function readImportUpload(request: Request): Promise<Uint8Array> {
  const type = (request.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (type === 'application/zip' || type === 'application/octet-stream') return new Uint8Array(await request.arrayBuffer())
  if (type !== 'multipart/form-data' && type !== 'application/x-www-form-urlencoded')
    throw new AppError(400, 'Please send the ZIP file as application/zip, or as the file field of a multipart form.')
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    throw new AppError(400, 'The form could not be read. Please try again.')
  }
  return await fileOf(form)
}

/** The chosen file of a form, or a 400 asking for one. */
export async function fileOf(form: FormData): Promise<Uint8Array> {
  const file = form.get('file')
  if (!(file instanceof File) || file.size === 0) throw new AppError(400, IMPORT_MESSAGES.noFile)
  return new Uint8Array(await file.arrayBuffer())
}
