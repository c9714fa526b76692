// npm run owner:add -- --shop HOST --email E-MAIL [--role owner|editor]   Gives the owner account of E-MAIL the role
// (owner by default) in HOST's shop, making the account with the password read from standard input (one line; asked
// for without echo on a terminal) when it is new; an existing account keeps its password. Migrates the database
// first: MIGRATION_DATABASE_URL (the tables' owner), else DATABASE_URL, else PGlite at DATA_DIR or ./data/pglite,
// which a running server must not hold. Exits 1 when refused (unknown shop, database in use), 2 on bad input.
import { parseArgs } from "node:util";
import { isEmailAddress } from "../account/forms";
import { migrationOptionsFromEnv, openDatabase } from "../db";
import type { OwnerRole } from "../db/schema";
import { findShopByHost } from "../modules/tenancy/repo";
import { addOwner, normalizeEmail, OWNER_PASSWORD_MIN_LENGTH } from "../owner/accounts";
import { readSecretLine } from "./readSecretLine";

const USAGE = "usage: npm run owner:add -- --shop HOST --email E-MAIL [--role owner|editor]  (password on stdin)";
const ROLES: readonly OwnerRole[] = ["owner", "editor"];
const OPTIONS = {
  shop: { type: "string" },
  email: { type: "string" },
  role: { type: "string", default: "owner" },
} as const;

interface OwnerToAdd {
  host: string;
  email: string;
  role: OwnerRole;
}

/** The arguments checked: the owner to add, or every problem (each naming its option). */
function readArguments(args: string[]): OwnerToAdd | string[] {
  let values: ReturnType<typeof parseArgs<{ args: string[]; options: typeof OPTIONS }>>["values"];
  try {
    ({ values } = parseArgs({ args, options: OPTIONS }));
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  }
  const host = values.shop?.trim().toLowerCase().replace(/\.$/, "") ?? "";
  const email = normalizeEmail(values.email ?? "");
  const role = values.role as OwnerRole;
  const problems = [
    ...(host ? [] : ["--shop is required: the host name of the shop (for example demo.localhost)"]),
    ...(values.email === undefined
      ? ["--email is required"]
      : isEmailAddress(email)
        ? []
        : [`--email "${values.email}" is not an e-mail address`]),
    ...(ROLES.includes(role) ? [] : [`--role must be owner or editor, not "${values.role}"`]),
  ];
  return problems.length > 0 ? problems : { host, email, role };
}

/** The password's problem, if any: none given, or shorter than OWNER_PASSWORD_MIN_LENGTH. */
function passwordProblem(password: string | null): string | undefined {
  if (password === null || password === "") return "password: none given (type it, or pipe it as one line on stdin)";
  if ([...password].length < OWNER_PASSWORD_MIN_LENGTH) {
    return `password: at least ${OWNER_PASSWORD_MIN_LENGTH} characters, got ${[...password].length}`;
  }
  return undefined;
}

async function main(args: string[]): Promise<number> {
  const owner = readArguments(args);
  if (Array.isArray(owner)) {
    for (const problem of owner) console.error(problem);
    console.error(USAGE);
    return 2;
  }
  const { db, close } = await openDatabase(migrationOptionsFromEnv());
  try {
    const shop = await findShopByHost(db, owner.host);
    if (!shop) {
      console.error(`--shop: no shop has the host "${owner.host}"`);
      return 1;
    }
    const password = await readSecretLine(`Password for ${owner.email}: `);
    const problem = passwordProblem(password);
    if (problem || password === null) {
      console.error(problem);
      return 2;
    }
    const { created } = await addOwner(db, { shopId: shop.id, email: owner.email, password, role: owner.role });
    const where = `shop ${shop.id} (${owner.host})`;
    console.log(
      created
        ? `${owner.email}: account made, role ${owner.role} in ${where}`
        : `${owner.email}: existing account given the role ${owner.role} in ${where}; its password is unchanged`,
    );
    return 0;
  } finally {
    await close();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(`owner:add failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
