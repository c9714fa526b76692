// tsx tests/e2e/seedShopper.ts <shopId>   For a browser test's own server: prepares the PGlite database at DATA_DIR
// as a first start would (migrations, demo shops), then adds a shopper's account and session to the shop, as the
// account service leaves them after a log-in, and prints {"token": …} (the sf_session cookie's value). Run it
// before the server starts: PGlite has one process at a time.
import { migrationOptionsFromEnv, openDatabase } from "../../server/db";
import { seedDemoShops } from "../../server/shops/seedDemoShops";
import { loggedInShopper } from "../api/accountHarness";

const shopId = Number(process.argv[2]);
const { db, close } = await openDatabase(migrationOptionsFromEnv());
try {
  await seedDemoShops(db);
  const { token } = await loggedInShopper(db, shopId);
  console.log(JSON.stringify({ token }));
} finally {
  await close();
}
