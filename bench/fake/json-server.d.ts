// json-server 0.17 ships no types; this is the small part the HTTP host uses.
declare module 'json-server' {
  import type { IncomingMessage, Server, ServerResponse } from 'node:http';

  export type Next = (error?: unknown) => void;
  export type Middleware = (
    req: IncomingMessage & { originalUrl?: string },
    res: ServerResponse,
    next: Next,
  ) => void;

  export interface App {
    use(...handlers: Middleware[]): App;
    use(mount: string, handler: Middleware): App;
    listen(port: number, host: string, callback?: () => void): Server;
  }

  export interface DefaultsOptions {
    logger?: boolean;
    static?: string;
    noCors?: boolean;
    noGzip?: boolean;
    bodyParser?: boolean;
    readOnly?: boolean;
  }

  const jsonServer: {
    create(): App;
    defaults(options?: DefaultsOptions): Middleware[];
    /** An express router serving `db` (lowdb in memory) as REST resources. */
    router(db: object): Middleware;
  };
  export default jsonServer;
}
