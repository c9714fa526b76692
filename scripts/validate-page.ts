// QA: npm run validate:page -- FILE... checks recorded GET /api/page payloads (envelope or page data) against the
// schemas, node by node. Prints each problem with its JSON pointer; exits 1 when any file has problems.
import { readFileSync } from "node:fs";
import { createNodeValidator } from "~/renderer/nodeValidator";
import { validatePagePayload } from "~/renderer/validatePagePayload";
import { createAjv } from "~/schemas/ajv";

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error("usage: npm run validate:page -- FILE.json [FILE.json...]");
  process.exit(2);
}

const ajv = createAjv();
const validator = await createNodeValidator();
let failed = 0;
for (const file of files) {
  let payload: unknown;
  try {
    payload = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    console.error(`✗ ${file}: not readable JSON (${(error as Error).message})`);
    failed++;
    continue;
  }
  const problems = validatePagePayload(payload, ajv, validator);
  if (problems.length === 0) {
    console.log(`✓ ${file}`);
    continue;
  }
  failed++;
  console.error(`✗ ${file}: ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`  ${problem.pointer}: ${problem.message}`);
}
process.exit(failed > 0 ? 1 : 0);
