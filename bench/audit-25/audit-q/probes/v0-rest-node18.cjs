const http = require('node:http');
const {REST} = require('@discordjs/rest');
const srv = http.createServer((req, res) => {
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({id: '1', path: req.url}));
});
srv.listen(0, '127.0.0.1', async () => {
  const rest = new REST({api: `http://127.0.0.1:${srv.address().port}`, version: '10'}).setToken('x');
  try {
    console.log('REST ok', await rest.get('/applications/1/commands'));
  } catch (e) {
    console.log('REST failed', e.message);
  }
  srv.close();
});
