export { databaseOptionsFromEnv } from "./fromEnv";
export { defaultMigrationsDir, migrate } from "./migrate";
export { type DatabaseHandle, type OpenDatabaseOptions, openDatabase } from "./openDatabase";
export type { ContentLang, Database } from "./schema";
