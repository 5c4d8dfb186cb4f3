// The few parts of autocannon's API the benchmarks use; the package ships no types.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  export interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    requests: { total: number; average: number };
  }

  export type Instance = EventEmitter;

  export default function autocannon(
    options: Options,
    callback: (error: Error | null, result: Result) => void,
  ): Instance;
}
