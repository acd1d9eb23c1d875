import http from 'node:http';

// The start-up baseline: the smallest server that answers /healthz, started the same way (plain `node`, as `npm start` runs the compiled server).
const server = http.createServer((req, res) => {
  res.writeHead(req.url === '/healthz' ? 200 : 404, { 'content-type': 'application/json' });
  res.end('{"ok":true}');
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
