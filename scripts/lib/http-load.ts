import http from 'node:http';

export type HttpLoadOptions = {
  port: number;
  /** The Host header: the site under test. */
  host: string;
  paths: readonly string[];
  concurrency: number;
  /** Bounded: the load stops after this many requests. */
  requests: number;
};

export type HttpLoadResult = { p50: number; p99: number; requestsPerSecond: number; errors: number };

function get(agent: http.Agent, options: HttpLoadOptions, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port: options.port, path, agent, headers: { host: options.host } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
  });
}

/** `concurrency` keep-alive connections to this machine, cycling through `paths`, `requests` in total. */
export async function runHttpLoad(options: HttpLoadOptions): Promise<HttpLoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const worker = async () => {
    while (next < options.requests) {
      const path = options.paths[next % options.paths.length]!;
      next += 1;
      const started = performance.now();
      const status = await get(agent, options, path).catch(() => 0);
      latencies.push(performance.now() - started);
      if (status !== 200) errors += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN;
  return { p50: at(0.5), p99: at(0.99), requestsPerSecond: latencies.length / seconds, errors };
}
