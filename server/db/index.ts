export { isDatabaseUnavailable } from "./databaseUnavailable";
export { databaseOptionsFromEnv, migrationOptionsFromEnv } from "./fromEnv";
export { defaultMigrationsDir, migrate } from "./migrate";
export { type DatabaseHandle, type OpenDatabaseOptions, openDatabase, RUNTIME_ROLE } from "./openDatabase";
export { privilegeWarnings } from "./privilegeWarnings";
export type { ContentLang, Database } from "./schema";
export { withShop, withShopLookup } from "./shopScope";
