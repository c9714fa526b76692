// tsx tests/e2e/seedMedia.ts <shopId>   For a test's own server: prepares the PGlite database at DATA_DIR as a first
// start would (migrations, demo shops), uploads an 800 × 600 PNG to the shop as an owner would, and prints
// {"id": …}. Run it before the server starts: PGlite has one process at a time.
import { migrationOptionsFromEnv, openDatabase } from "../../server/db";
import { uploadMedia } from "../../server/owner/media/mediaStore";
import { seedDemoShops } from "../../server/shops/seedDemoShops";
import { pngOf } from "../api/mediaImages";

const shopId = Number(process.argv[2]);
const { db, close } = await openDatabase(migrationOptionsFromEnv());
try {
  await seedDemoShops(db);
  const grant = {
    accountId: "00000000-0000-4000-8000-000000000001",
    email: "owner@demo.test",
    shopId,
    role: "owner",
  } as const;
  const { id } = await uploadMedia(db, grant, await pngOf(800, 600));
  console.log(JSON.stringify({ id }));
} finally {
  await close();
}
