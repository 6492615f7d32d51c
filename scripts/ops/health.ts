// Waiting for the server to answer again after a start.

/** Polls GET /api/health until it answers 200; resolves with the milliseconds that took, rejects after `timeoutMs`. */
export async function waitForHealth(baseUrl: string, timeoutMs: number, since = performance.now()): Promise<number> {
  for (;;) {
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(1000) });
      await response.arrayBuffer();
      if (response.ok) return performance.now() - since;
    } catch {
      // Not listening yet.
    }
    if (performance.now() - since > timeoutMs) throw new Error(`/api/health did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
