import { createContext } from "react-router";

/**
 * Where a render reports what went wrong: the server sets its request's log (server/requestLog.ts pageLogOf), so
 * the app needs no server module; outside the server (tests) it is the console.
 */
export interface PageLog {
  error(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
}

const consoleLog: PageLog = {
  error: (fields, message) => console.error(message, fields),
  warn: (fields, message) => console.warn(message, fields),
};

export const pageLogContext = createContext<PageLog>(consoleLog);
