import {
  siFacebook,
  siInstagram,
  siLine,
  siShopee,
  siTiktok,
  siWhatsapp,
  siX,
  siYoutube,
  type SimpleIcon,
} from "simple-icons";
import type { SocialNetwork } from "~/lib/socialLinks";

/** A shopping bag: Lazada has no mark in simple-icons. */
const BAG = "M7 7V6a5 5 0 0 1 10 0v1h3.5l1 15h-19l1-15H7zm2 0h6V6a3 3 0 0 0-6 0v1z";
/** A handset. */
export const PHONE_ICON =
  "M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25c1.1.37 2.3.57 3.6.57a1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z";
/** An envelope. */
export const EMAIL_ICON =
  "M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm16 4-8 5-8-5v2l8 5 8-5z";

const BRANDS: Readonly<Record<Exclude<SocialNetwork, "lazada">, SimpleIcon>> = {
  facebook: siFacebook,
  instagram: siInstagram,
  line: siLine,
  shopee: siShopee,
  tiktok: siTiktok,
  whatsapp: siWhatsapp,
  x: siX,
  youtube: siYoutube,
};

/** Each network's name as it writes it (never translated) and its mark's path (simple-icons, CC0). */
export function networkOf(network: SocialNetwork): { name: string; icon: string } {
  if (network === "lazada") return { name: "Lazada", icon: BAG };
  const { title, path } = BRANDS[network];
  return { name: title, icon: path };
}

/** An icon beside its text: decorative, the text names the link. */
export function Icon({ path }: { path: string }) {
  return (
    <svg className="w-store-contact__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}
