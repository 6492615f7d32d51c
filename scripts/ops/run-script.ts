import type { RunningServer, TempDatabase } from '../../bench/processes';

/** What a load script holds at the moment (its server and database change as it runs): stopped and removed however the script ends. */
export interface ScriptResources {
  server?: RunningServer;
  database?: TempDatabase;
}

/**
 * Runs a script's main function and sets the exit code: main's own (0 or 1 for a verdict), or 2 when it
 * threw, with the server's last lines. The server is stopped and the database removed in every case.
 */
export function runScript(main: () => Promise<number>, resources: () => ScriptResources, log: (message: string) => void): void {
  main()
    .then((code) => (process.exitCode = code))
    .catch((err: unknown) => {
      log(`failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      const { server } = resources();
      if (server) log(`server output (last lines):\n${server.recentOutput()}`);
      process.exitCode = 2;
    })
    .finally(async () => {
      const { server, database } = resources();
      await server?.stop();
      database?.remove();
    });
}
