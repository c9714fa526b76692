// tsx tests/api/holdDatabase.ts   Opens the database of the environment as the server does (server/entry.ts) and keeps
// it open, printing "open", until SIGTERM (then exits as server/index.js does) or SIGKILL (a crash).
import { databaseOptionsFromEnv, openDatabase } from "../../server/db";

await openDatabase(databaseOptionsFromEnv());
process.on("SIGTERM", () => process.exit(0));
setInterval(() => {}, 60_000);
console.log("open");
