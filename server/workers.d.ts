/** Types of workers.js (plain JavaScript, loaded by server/index.js before any build step). */
export function workerCount(env: NodeJS.ProcessEnv, cores: number): { count: number; note?: string };
