// The baseline of `npm run bench`: a bare Express 5 server answering the given bytes (stdin) on one path.
import express from 'express';

const [path, port] = process.argv.slice(2);
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const body = Buffer.concat(chunks);

const app = express();
app.get(path, (_req, res) => {
  res.set('Content-Type', 'application/json; charset=utf-8').send(body);
});
app.listen(Number(port), '127.0.0.1', () => console.log('ready'));
