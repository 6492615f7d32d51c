import type { IncomingMessage, ServerResponse } from 'node:http';
import { createForwardingFixer } from './forwarding';
import { servingRawRequest } from './raw-request';

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

/**
 * What the production server (server.ts) runs for every request: the client's address and protocol are
 * fixed from the socket before Next.js sees them (./forwarding.ts), and Next.js's handler runs with the
 * Node.js request known to the body readers (./raw-request.ts).
 */
export function requestListener(handle: Handler, fixForwarding = createForwardingFixer()): Handler {
  return (req, res) => {
    fixForwarding(req);
    void servingRawRequest(req, () => handle(req, res));
  };
}
