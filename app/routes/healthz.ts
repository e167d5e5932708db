import { healthReport } from '~/.server/health'
import { methodNotAllowed } from '~/.server/http'

export async function loader() {
  const { status, body } = await healthReport()
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
}
export const action = () => methodNotAllowed('GET')
