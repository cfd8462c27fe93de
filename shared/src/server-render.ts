// The contract between the client's SSR bundle (client/src/entry-server.tsx, which answers it)
// and the server that loads the bundle (server/src/http/server-render.ts, which reads it):
// what one server-rendered request comes back as (docs/decisions/064, 071).

export type ServerRenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      headers: Record<string, string>;
      /** Tags for <head>: title, meta, canonical link (React hoists them to the front of its output). */
      head: string;
      /** The markup for #root, with the router's inline hydration scripts. */
      body: string;
      /** Every tRPC call the render made, in the order they started. */
      calls: ProcedureCall[];
      /** The earliest `startsAt` (ms) in the calls' answers; Infinity when there is none. */
      earliestStart: number;
    };

export interface ProcedureCall {
  /** 'catalogue.experiences' */
  path: string;
  type: 'query' | 'mutation' | 'subscription';
  /** 'data' when it answered, its tRPC error code when it failed, 'pending' while it runs. */
  outcome: 'data' | 'pending' | (string & {});
}
