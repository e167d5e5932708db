// `node scripts/parallel.js <npm script>…`: runs npm scripts at the same time (npm test uses it for
// the unit tests beside lint, typecheck and the story checker, and those beside the build and the
// integration suites). Each output line is prefixed with its script's name; exits 1 if any script failed, after
// all have finished, and prints how long each took.
import { spawn } from 'node:child_process'

const scripts = process.argv.slice(2)
if (scripts.length === 0) {
  console.error('usage: node scripts/parallel.js <npm script> [<npm script>…]')
  process.exit(2)
}

const width = Math.max(...scripts.map((s) => s.length))
const started = Date.now()

function run(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] })
    const prefix = `[${script.padEnd(width)}] `
    for (const stream of [child.stdout, child.stderr]) {
      let rest = ''
      stream.setEncoding('utf8')
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n')
        rest = lines.pop()
        for (const line of lines) process.stdout.write(`${prefix}${line}\n`)
      })
      stream.on('end', () => rest && process.stdout.write(`${prefix}${rest}\n`))
    }
    child.on('close', (code, signal) => resolve({ script, code: code ?? 1, signal, seconds: (Date.now() - started) / 1000 }))
  })
}

// Ctrl-C reaches the children through the process group; nothing to forward.
const results = await Promise.all(scripts.map(run))
for (const r of results) {
  const outcome = r.code === 0 ? 'passed' : `FAILED (${r.signal ?? `exit ${r.code}`})`
  console.log(`${r.script.padEnd(width)}  ${outcome} in ${r.seconds.toFixed(0)} s`)
}
process.exit(results.every((r) => r.code === 0) ? 0 : 1)
