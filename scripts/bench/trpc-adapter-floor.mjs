// The floor for an idle tRPC subscriber (docs/decisions/097): tRPC's own websocket adapter
// (`applyWSSHandler`) on a `ws` server on PORT, configured as the app's is (keep-alive, no
// compression), serving a router with one subscription, `auth.events`, that yields nothing
// until it is stopped. No app: no context, session, middleware or event hub.
import { initTRPC } from '@trpc/server';
import { applyWSSHandler } from '@trpc/server/adapters/ws';
import { WebSocketServer } from 'ws';

const t = initTRPC.create();
const router = t.router({
  auth: t.router({
    events: t.procedure.subscription(async function* ({ signal }) {
      await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
      yield* [];
    }),
  }),
});

const wss = new WebSocketServer({
  host: '127.0.0.1',
  port: Number(process.env.PORT),
  maxPayload: 64 * 1024,
  perMessageDeflate: false,
});
applyWSSHandler({ wss, router, keepAlive: { enabled: true, pingMs: 30_000, pongWaitMs: 5_000 } });
