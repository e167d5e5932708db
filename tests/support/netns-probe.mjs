// Runs inside a network namespace of its own (see netns.ts): starts the built app as `npm start`
// does, sends the requests it is given to the addresses they name, prints the answers as one
// JSON line and stops the app. Plain JavaScript: it runs on Node without a compiler.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { spawnApp } from '../../scripts/lib/app-process.js'

const { env, requests } = JSON.parse(process.argv[2])
const app = await spawnApp({ env })

/** The id of the newest message in the outbox, for paths that name `{outboxId}`. */
function outboxId() {
  const dir = path.join(app.dataDir, 'outbox')
  const ids = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.slice(0, -5))
        .sort()
    : []
  return ids.at(-1) ?? 'none'
}

function send({ host, method = 'GET', path: target, headers = {}, body }) {
  return new Promise((resolve) => {
    const req = http.request(
      { host, port: app.port, method, path: target.replace('{outboxId}', outboxId()), headers, timeout: 10_000 },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode, body: text }))
      },
    )
    req.on('error', (error) => resolve({ error: error.code ?? error.message }))
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.end(body)
  })
}

const results = []
try {
  for (const request of requests) results.push(await send(request))
} finally {
  await app.stop()
  fs.rmSync(app.dataDir, { recursive: true, force: true })
}
console.log(`PROBE ${JSON.stringify(results)}`)
