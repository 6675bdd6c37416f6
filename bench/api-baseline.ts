/**
 * The API benchmark's baseline: a bare Koa handler that parses the JSON body
 * and inserts the same analysis row with mysql2 — no session, validation,
 * ORM or journal entry. Prints {"port": N} once listening.
 */
import Koa from 'koa';
import { createPool } from 'mysql2/promise';
// The same columns the API's save writes, so both insert the same row.
import { ANALYSIS_COLUMNS } from '@tonelens/core';

const url = process.env.DATABASE_URL!;
const userId = Number(process.env.BENCH_USER_ID);
const pool = createPool({ uri: url, connectionLimit: Number(process.env.DB_POOL_MAX ?? 10), charset: 'utf8mb4' });
const SQL = `INSERT INTO analyses (userId, ${ANALYSIS_COLUMNS.join(', ')}, createdAt, updatedAt) VALUES (?, ${ANALYSIS_COLUMNS.map(() => '?').join(', ')}, NOW(3), NOW(3))`;

const app = new Koa();
app.use(async (ctx) => {
  const chunks: Buffer[] = [];
  for await (const c of ctx.req) chunks.push(c as Buffer);
  const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  const params = [
    userId,
    ...ANALYSIS_COLUMNS.map((c) => (c === 'tensionDetected' ? (body[c] ? 1 : 0) : (body[c] ?? null))),
  ];
  const [result] = await pool.execute(SQL, params as (string | number | null)[]);
  ctx.status = 201;
  ctx.body = { id: (result as { insertId: number }).insertId };
});
const server = app.listen(0, '127.0.0.1', () => {
  console.log(JSON.stringify({ port: (server.address() as { port: number }).port }));
});
process.on('SIGTERM', () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
