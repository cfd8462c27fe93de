// The floor for idle websocket memory: a bare `ws` server on PORT that answers each
// socket's first message once and then keeps it open, nothing else.
import { WebSocketServer } from 'ws';

const wss = new WebSocketServer({ host: '127.0.0.1', port: Number(process.env.PORT) });
wss.on('connection', (socket) => {
  socket.once('message', () => socket.send('{"id":1,"result":{"type":"started"}}'));
});
