import type { MessageId } from "~/i18n/messages";

/** What a store sees of a member (§3 Member), in the order the consent dialog lists it. */
export const CONSENT_ITEM_IDS = [
  "member.consent.item.name",
  "member.consent.item.address",
  "member.consent.item.email",
  "member.consent.item.phone",
  "member.consent.item.gender",
  "member.consent.item.birthDate",
  "member.consent.item.age",
] as const satisfies readonly MessageId[];

/**
 * The consent a shopper gives by joining, as the dialog shows it (the intro, then one line per item) and as the
 * server records it: both compose it here from the same messages of locales/, so the stored text is the one shown.
 */
export function consentText(format: (id: MessageId) => string): string {
  return [format("member.consent.intro"), ...CONSENT_ITEM_IDS.map((id) => `- ${format(id)}`)].join("\n");
}
