import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** The mailbox keeps a day of messages: older ones go as a new one is written. */
const KEPT_MS = 24 * 60 * 60 * 1000;
/** The most messages /account/mailbox shows of one address, newest first. */
const SHOWN_MAX = 10;

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

export interface SentMail extends Mail {
  sentAt: Date;
}

/**
 * "Sends" a message: the account stand-in sends no real mail, it writes the message to its mailbox (the stand-in of
 * the shopper's inbox). Run it inside withShop.
 */
export async function sendMail(db: Kysely<Database>, shopId: number, mail: Mail, now: Date): Promise<void> {
  await db
    .deleteFrom("account_mailbox")
    .where("shop_id", "=", shopId)
    .where("sent_at", "<", new Date(now.getTime() - KEPT_MS))
    .execute();
  await db
    .insertInto("account_mailbox")
    .values({ shop_id: shopId, to_email: mail.to, subject: mail.subject, body: mail.body, sent_at: now })
    .execute();
}

/** The newest messages to an address. Run it inside withShop. */
export async function mailTo(db: Kysely<Database>, shopId: number, email: string): Promise<SentMail[]> {
  const rows = await db
    .selectFrom("account_mailbox")
    .select(["to_email", "subject", "body", "sent_at"])
    .where("shop_id", "=", shopId)
    .where("to_email", "=", email)
    .orderBy("id", "desc")
    .limit(SHOWN_MAX)
    .execute();
  return rows.map((row) => ({ to: row.to_email, subject: row.subject, body: row.body, sentAt: row.sent_at }));
}
