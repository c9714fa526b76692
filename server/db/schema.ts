import type { ColumnType, Generated, JSONColumnType } from "kysely";
import type {
  AttributeTexts,
  BaseData,
  BlogTexts,
  CategoryTexts,
  CatalogueAttributeValue,
  CatalogueImage,
  PageHead,
  PageSetting,
  ProductTexts,
  VariantTexts,
  Zone,
} from "~/generated/schemas";
import type { DeliveryMethod } from "~/lib/delivery";

/** Languages that have content of their own ("cn" is served in English). */
export type ContentLang = "th" | "en";

/** jsonb columns: read as parsed JSON, written as a JSON string (cast with `::jsonb`). */
type Json<T extends object> = JSONColumnType<T, string, string>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ShopsTable {
  id: number;
  web_name: string;
  name: string;
  default_lang: ContentLang;
  /** Order limits in baht (numeric(12, 2)) and the most items a cart may hold; null = none. */
  order_min_price: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  order_max_price: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  max_cart_quantity: ColumnType<number | null, number | null | undefined, number | null>;
  /** The shop's own editors that may frame its live preview (exact origins), besides EDITOR_ORIGINS. */
  editor_origins: ColumnType<string[], string[] | undefined, string[]>;
  /** The theme the live preview shows instead of the live one; null = the live one. */
  staging_theme_key: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ShopHostsTable {
  host: string;
  shop_id: number;
}

export interface ShopBasesTable {
  shop_id: number;
  lang: ContentLang;
  data: Json<BaseData>;
  updated_at: Timestamp;
}

export interface PagesTable {
  shop_id: number;
  path: string;
  lang: ContentLang;
  http_status_code: ColumnType<number, number | undefined, number>;
  redirect_url: string | null;
  page_setting: Json<PageSetting>;
  page_component: Json<Zone>;
  page_head: Json<PageHead>;
  other_data: Json<Record<string, unknown>>;
  /** UTF-8 bytes of the four JSON columns as text, computed by the database (011_page_sizes.sql). */
  json_bytes: ColumnType<number, never, never>;
  updated_at: Timestamp;
}

/** Texts of a catalogue row in each content language. */
export type LangTexts<T> = Record<ContentLang, T>;
/** numeric(12, 2) baht: read as a decimal string (never summed as floats), written as a number or string. */
type Money = ColumnType<string, number | string, number | string>;

export interface CategoriesTable {
  shop_id: number;
  id: number;
  slug: string;
  parent_id: number;
  rank: number;
  image: JSONColumnType<CatalogueImage | null, string | null, string | null>;
  texts: Json<LangTexts<CategoryTexts>>;
  /** When the row was last written (migration 016): a sitemap's lastmod. */
  updated_at: Timestamp;
}

/** Texts of a product row (name, unit, highlight, details) or of a variant row (label). */
export type ProductRowTexts = Partial<ProductTexts> & Partial<VariantTexts>;

export interface ProductsTable {
  shop_id: number;
  uuid: string;
  /** Set for a variant row: the uuid of its product. */
  parent_uuid: string | null;
  /** Set for a variant row: its id within the product. */
  variant_id: number | null;
  /** Null for a variant row (it uses its product's). */
  slug: string | null;
  /** The shop's own code of the product or variant (migration 018); unique within the shop. */
  sku: ColumnType<string | null, string | null | undefined, string | null>;
  /** Who makes the product; null for a variant row (it has its product's) or when none is named. */
  brand: ColumnType<string | null, string | null | undefined, string | null>;
  rank: ColumnType<number, number | undefined, number>;
  category_ids: ColumnType<number[], number[] | undefined, number[]>;
  images: Json<CatalogueImage[]>;
  badge_hot: ColumnType<boolean, boolean | undefined, boolean>;
  badge_new: ColumnType<boolean, boolean | undefined, boolean>;
  badge_suggest: ColumnType<boolean, boolean | undefined, boolean>;
  preorder: ColumnType<boolean, boolean | undefined, boolean>;
  price: Money;
  stock: number | null;
  min_order: ColumnType<number, number | undefined, number>;
  max_order: number | null;
  texts: Json<LangTexts<ProductRowTexts>>;
  /** Search (migration 009, searchDocumentOf): the words of both languages' names, " w1 w2 "; "" for a variant. */
  search_name: ColumnType<string, string | undefined, string>;
  /** Search: the words of its categories' names (with their parents') and highlights in both languages. */
  search_more: ColumnType<string, string | undefined, string>;
  /** When the row was last written (migration 016): a sitemap's lastmod. */
  updated_at: Timestamp;
  /** The product's attribute values (migration 020), each as a list: {"tea-type": ["oolong"]}; {} for a variant. */
  attributes: ColumnType<ProductAttributeValues, string | undefined, string>;
}

/** A product's values of its shop's attributes: attribute key -> value keys. */
export type ProductAttributeValues = Record<string, string[]>;

/** An attribute shoppers filter lists by (migration 020), with its values in the order shoppers see them. */
export interface ProductAttributesTable {
  shop_id: number;
  key: string;
  rank: number;
  texts: Json<AttributeTexts>;
  values: Json<CatalogueAttributeValue[]>;
}

export interface ProductPriceTiersTable {
  shop_id: number;
  product_uuid: string;
  position: number;
  quantity_min: number;
  quantity_max: number | null;
  price: Money;
}

export interface BlogsTable {
  shop_id: number;
  id: number;
  published_at: ColumnType<Date, string, string>;
  image: JSONColumnType<CatalogueImage | null, string | null, string | null>;
  texts: Json<LangTexts<BlogTexts>>;
  /** Search (migration 009): the words of both languages' titles. */
  search_name: ColumnType<string, string | undefined, string>;
  /** Search: the words of both languages' excerpts. */
  search_more: ColumnType<string, string | undefined, string>;
  /** When the row was last written (migration 016): a sitemap's lastmod. */
  updated_at: Timestamp;
}

/** A shop's distinct search words (migration 009), where a query word that is nowhere looks for what it may be a typo of. */
export interface SearchVocabularyTable {
  shop_id: number;
  word: string;
}

/** A guest cart merged into an account's cart at log-in is "merged" (owned by the account, no longer used). */
export type CartStatus = "open" | "checked_out" | "merged";

export interface CartsTable {
  shop_id: number;
  id: string;
  /** Hex SHA-256 of the cart secret; the secret itself is never stored. */
  secret_hash: string;
  /** The owning account's id; null for a guest cart. */
  user_id: string | null;
  status: ColumnType<CartStatus, CartStatus | undefined, CartStatus>;
  lang: ColumnType<ContentLang, ContentLang | undefined, ContentLang>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CartLinesTable {
  shop_id: number;
  cart_id: string;
  product_uuid: string;
  quantity: number;
  position: number;
}

export interface OrdersTable {
  shop_id: number;
  id: string;
  cart_id: string;
  payment_method: string;
  installment_months: number | null;
  total: Money;
  lang: ContentLang;
  /** The coupon the order used (migration 007), as it was; null for none. */
  coupon_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** Baht the coupon took off; null exactly when coupon_code is. */
  coupon_discount: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  created_at: Timestamp;
  /** As shoppers name the order (migration 014): sequential per shop from 1001 (server/modules/orders/orderNumber.ts). */
  number: number;
  status: ColumnType<OrderStatus, OrderStatus | undefined, OrderStatus>;
  /** How the order reaches its shopper (migration 017, src/lib/delivery.ts); 'none' for orders placed before. */
  delivery_method: ColumnType<DeliveryMethod, DeliveryMethod | undefined, DeliveryMethod>;
  /** Baht paid for delivery, included in total; 0 unless delivered at a fee. */
  delivery_fee: ColumnType<string, number | string | undefined, number | string>;
}

/** Where an order stands, as its shopper reads it (migration 014); the hosted checkout stand-in places them 'placed'. */
export type OrderStatus = "placed" | "paid" | "shipped" | "delivered" | "cancelled";

/** The last order number each shop gave (migration 014). */
export interface OrderNumbersTable {
  shop_id: number;
  last_number: number;
}

export interface OrderLinesTable {
  shop_id: number;
  order_id: string;
  product_uuid: string;
  name: string;
  quantity: number;
  unit_price: Money;
}

export interface AccountsTable {
  shop_id: number;
  id: string;
  /** Lower-cased. */
  email: string;
  name: string;
  /** argon2id, as a PHC string. */
  password_hash: string;
  created_at: Timestamp;
}

export interface AccountSessionsTable {
  shop_id: number;
  /** Hex SHA-256 of the session token. */
  token_hash: string;
  account_id: string;
  created_at: Timestamp;
  expires_at: ColumnType<Date, Date, Date>;
}

/** A password reset link of the account stand-in (migration 019): open once, for an hour. */
export interface PasswordResetsTable {
  shop_id: number;
  /** Hex SHA-256 of the link's token. */
  token_hash: string;
  account_id: string;
  expires_at: ColumnType<Date, Date, Date>;
}

/** A message the account stand-in "sent" (it sends no real mail); shown at /account/mailbox with ACCOUNT_MAILBOX=1. */
export interface AccountMailboxTable {
  shop_id: number;
  id: Generated<string>;
  to_email: string;
  subject: string;
  body: string;
  sent_at: Timestamp;
}

export interface LoginFailuresTable {
  shop_id: number;
  /** What the failures are counted by: an e-mail address or a client address. */
  key: string;
  window_started_at: ColumnType<Date, Date, Date>;
  failures: number;
}

/** One membership period of an account (migration 006): a member exactly while a row has left_at null. */
export interface MembershipsTable {
  shop_id: number;
  id: Generated<string>;
  account_id: string;
  joined_at: Timestamp;
  /** Null while a member. */
  left_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The exact consent text the shopper saw when joining, in consent_lang. */
  consent_text: string;
  consent_lang: ContentLang;
  consent_at: Timestamp;
}

/** A flexiform's checked values (migration 008), in the language of the page it was sent from. */
export interface FormSubmissionsTable {
  shop_id: number;
  id: Generated<string>;
  page_path: string;
  form_ukey: string;
  lang: ContentLang;
  /** The checked values by field name: strings, and booleans for checkboxes. */
  values: Json<Record<string, string | boolean>>;
  created_at: Timestamp;
}

/** The texts of a coupon in one language (shop document: coupons[].texts). */
export interface CouponTexts {
  title: string;
  terms: string;
  howToUse: string;
  promotionTerms: string;
}

export type CouponType = "discount" | "shipping";

/** A shop's coupon (migration 007): money in integer satang. */
export interface CouponsTable {
  shop_id: number;
  code: string;
  type: CouponType;
  amount_satang: number | null;
  /** numeric(5,2): read as a string. */
  percent: ColumnType<string | null, number | null, number | null>;
  max_discount_satang: number | null;
  min_spend_satang: number;
  claim_starts_at: ColumnType<Date, Date, Date>;
  claim_ends_at: ColumnType<Date, Date, Date>;
  use_starts_at: ColumnType<Date, Date, Date>;
  /** Null: usable with no end. */
  use_ends_at: ColumnType<Date | null, Date | null, Date | null>;
  /** Null: unlimited. */
  quantity: number | null;
  remaining: number | null;
  members_only: boolean;
  texts: Json<Record<ContentLang, CouponTexts>>;
  position: number;
}

/** An account's claim of a coupon; used_at and order_id are set when an order uses it. */
export interface CouponClaimsTable {
  shop_id: number;
  coupon_code: string;
  account_id: string;
  claimed_at: Timestamp;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  order_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: Generated<Date>;
}

export type OwnerRole = "owner" | "editor";
export type OwnerDocumentType = "page" | "header" | "footer" | "settings";

export interface OwnerAccountsTable {
  id: string;
  /** Lower-cased. */
  email: string;
  /** argon2id, as a PHC string. */
  password_hash: string;
  created_at: Timestamp;
}

export interface OwnerSessionsTable {
  /** Hex SHA-256 of the session token (the cookie's value). */
  token_hash: string;
  account_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface OwnerLoginFailuresTable {
  key: string;
  window_started_at: Timestamp;
  failures: number;
}

export interface OwnerRolesTable {
  shop_id: number;
  account_id: string;
  role: OwnerRole;
}

export interface OwnerDocumentsTable {
  shop_id: number;
  id: string;
  type: OwnerDocumentType;
  /** A page's path; null for the header, footer and settings. */
  path: string | null;
  draft: Json<object>;
  draft_version: number;
  published_version: number | null;
  problem_count: Generated<number>;
  updated_at: Timestamp;
  /** The e-mail of the account that last changed the draft (or "import"). */
  updated_by: string;
}

export interface OwnerDocumentVersionsTable {
  shop_id: number;
  document_id: string;
  version: number;
  content: Json<object>;
  published_at: Timestamp;
  published_by: string;
}

export interface OwnerAuditTable {
  shop_id: number;
  id: Generated<string>;
  at: Timestamp;
  actor: string;
  action: string;
  target: string;
  detail: Json<object>;
}

export interface Database {
  shops: ShopsTable;
  shop_hosts: ShopHostsTable;
  shop_bases: ShopBasesTable;
  pages: PagesTable;
  categories: CategoriesTable;
  products: ProductsTable;
  product_price_tiers: ProductPriceTiersTable;
  product_attributes: ProductAttributesTable;
  blogs: BlogsTable;
  search_vocabulary: SearchVocabularyTable;
  carts: CartsTable;
  cart_lines: CartLinesTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_numbers: OrderNumbersTable;
  accounts: AccountsTable;
  account_sessions: AccountSessionsTable;
  password_resets: PasswordResetsTable;
  account_mailbox: AccountMailboxTable;
  login_failures: LoginFailuresTable;
  memberships: MembershipsTable;
  coupons: CouponsTable;
  coupon_claims: CouponClaimsTable;
  form_submissions: FormSubmissionsTable;
  owner_accounts: OwnerAccountsTable;
  owner_sessions: OwnerSessionsTable;
  owner_login_failures: OwnerLoginFailuresTable;
  owner_roles: OwnerRolesTable;
  owner_documents: OwnerDocumentsTable;
  owner_document_versions: OwnerDocumentVersionsTable;
  owner_audit: OwnerAuditTable;
  schema_migrations: SchemaMigrationsTable;
  shop_media: ShopMediaTable;
  shop_media_sizes: ShopMediaSizesTable;
}

/** A shop's uploaded image (migration 013): the re-encoded bytes, without metadata. */
export interface ShopMediaTable {
  shop_id: number;
  id: string;
  content_type: string;
  width: number;
  height: number;
  data: Uint8Array;
  created_at: Timestamp;
  created_by: string;
}

/** An image resized to one §9 bucket ('300' or '300x400'), made at its first request. */
export interface ShopMediaSizesTable {
  shop_id: number;
  media_id: string;
  bucket: string;
  data: Uint8Array;
}
