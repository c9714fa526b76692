import type { Logger } from "pino";

/** The server's one logger (server/log.js): JSON lines on stdout, LOG_LEVEL. */
export declare const log: Logger;
