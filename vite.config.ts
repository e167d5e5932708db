import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

// The dev server reads .env like `npm start` does (Vite alone only exposes VITE_* variables).
if (fs.existsSync('.env')) process.loadEnvFile('.env')

export const alias = [
  { find: /^~\//, replacement: fileURLToPath(new URL('./app/', import.meta.url)) },
  { find: /^@db\//, replacement: fileURLToPath(new URL('./db/', import.meta.url)) },
]

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias },
  build: { target: 'es2022' },
  ssr: { external: ['better-sqlite3'] },
})
