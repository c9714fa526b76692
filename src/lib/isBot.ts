import { isbot } from "isbot";

/**
 * Whether a User-Agent is a bot's (isbot's list), or missing or blank: browsers always send one, so a client that
 * sends none is a script and gets what bots get (the whole document at once, no cart).
 */
export function isBotAgent(userAgent: string | null | undefined): boolean {
  return !userAgent?.trim() || isbot(userAgent);
}
