import { type Context, Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { isDatabaseUnavailable } from "../db/databaseUnavailable";
import { log } from "../log";
import type { PreviewAccess } from "../preview/previewAccess";
import { DRAFT_BODY_BYTES, SMALL_BODY_BYTES } from "./bodyLimits";
import {
  createPage,
  deletePage,
  listDocuments,
  listVersions,
  publish,
  readDraft,
  readVersion,
  restoreVersion,
  saveDraft,
} from "./documents";
import { ownerCatalogueRoutes } from "./catalogue";
import type { OwnerShopEnv } from "./grant";
import { ownerMediaRoutes } from "./media/routes";
import { mintDraftPreview } from "./previewTokens";
import { forbidden, OwnerApiError, problemResponse } from "./ownerApiError";
import { ifMatchVersion, integerParam, jsonBody, messageLangOf, stringField } from "./requestParts";
import { grantOn, OWNER_SESSION_MS, type OwnerAccount, ownedShops, sessionAccount, signIn, signOut } from "./sessions";

interface OwnerApiDeps {
  db: Kysely<Database>;
  /** Who may preview which shop: the draft preview tokens are minted by it for the editor origin. */
  preview: PreviewAccess;
  /** EDITOR_ORIGIN: the only origin that may write (Origin checked), and where the session cookie lives. */
  editorOrigin: string;
}

/**
 * The owner API (docs/owner-api.md): JSON under /api/owner/ on the editor origin. The caller (server/entry.ts) sets
 * X-Forwarded-Proto and X-Forwarded-For from what it trusts. Every answer is no-store; errors are problem+json.
 */
export function createOwnerApi({ db, preview, editorOrigin }: OwnerApiDeps) {
  const app = new Hono<OwnerShopEnv & { Variables: { account: OwnerAccount } }>().basePath("/api/owner");
  app.onError((error) => answerError(error));
  app.use(async (c, next) => {
    const origin = c.req.header("origin");
    if (c.req.method !== "GET" && c.req.method !== "HEAD" && origin !== undefined && origin !== editorOrigin) {
      throw forbidden(`writes come from the editor (${editorOrigin}), not ${origin}`, "Origin");
    }
    await next();
    c.header("Cache-Control", "no-store");
  });

  app.post("/session", async (c) => {
    const body = await jsonBody(c, SMALL_BODY_BYTES);
    const credentials = { email: stringField(body, "email"), password: stringField(body, "password") };
    const old = getCookie(c, cookieName(c));
    if (old) await signOut(db, old); // rotated: a session fixed before sign-in is never the signed-in one
    const { token, account } = await signIn(db, {
      ...credentials,
      address: c.req.header("x-forwarded-for") ?? "unknown",
    });
    setCookie(c, cookieName(c), token, {
      httpOnly: true,
      sameSite: "Strict",
      secure: isHttps(c),
      path: "/",
      maxAge: OWNER_SESSION_MS / 1000,
    });
    log.info({ owner: account.email }, "owner signed in");
    return c.json({ email: account.email, shops: await ownedShops(db, account) });
  });

  app.post("/session/sign-out", async (c) => {
    const token = getCookie(c, cookieName(c));
    if (token) await signOut(db, token);
    deleteCookie(c, cookieName(c), { path: "/", secure: isHttps(c) });
    return c.body(null, 204);
  });

  // whether this browser is signed in, without an error when it is not (a page's first question)
  app.get("/session", async (c) => {
    const token = getCookie(c, cookieName(c));
    const account = token ? await sessionAccount(db, token) : null;
    if (!account) return c.json({ signedIn: false });
    return c.json({ signedIn: true, email: account.email, shops: await ownedShops(db, account) });
  });

  app.use("*", async (c, next) => {
    const token = getCookie(c, cookieName(c));
    const account = token ? await sessionAccount(db, token) : null;
    if (!account)
      throw new OwnerApiError(401, { title: "Unauthorized", detail: "sign in first (POST /api/owner/session)" });
    c.set("account", account);
    await next();
  });

  app.get("/me", async (c) => {
    const account = c.get("account");
    return c.json({ email: account.email, shops: await ownedShops(db, account) });
  });

  app.use("/shops/:shopId/*", async (c, next) => {
    c.set("grant", await grantOn(db, c.get("account"), integerParam(c.req.param("shopId"), "shop")));
    await next();
  });

  app.route("/shops/:shopId/media", ownerMediaRoutes({ db }));
  app.route("/shops/:shopId/catalogue", ownerCatalogueRoutes({ db }));
  app.post("/shops/:shopId/preview", async (c) =>
    c.json(await mintDraftPreview(db, preview, c.get("grant"), editorOrigin), 201),
  );

  const documents = "/shops/:shopId/documents";
  app.get(documents, async (c) => c.json(await listDocuments(db, c.get("grant"))));
  app.post(documents, async (c) => {
    const body = await jsonBody(c, SMALL_BODY_BYTES);
    if ((body as { type?: unknown } | null)?.type !== "page") {
      throw new OwnerApiError(422, {
        title: "Unprocessable Content",
        detail: 'only pages are created: type "page"',
        field: "type",
      });
    }
    const created = await createPage(db, c.get("grant"), (body as { path?: unknown }).path);
    return c.json(created, 201, { Location: `/api/owner/shops/${c.get("grant").shopId}/documents/${created.id}` });
  });

  app.get(`${documents}/:id`, async (c) => {
    const draft = await readDraft(db, c.get("grant"), c.req.param("id"), messageLangOf(c));
    return c.json(draft, 200, { ETag: `"${draft.version}"` });
  });
  app.put(`${documents}/:id`, async (c) => {
    const ifMatch = ifMatchVersion(c);
    const body = await jsonBody(c, DRAFT_BODY_BYTES);
    const content = (body as { content?: unknown } | null)?.content;
    if (content === undefined)
      throw new OwnerApiError(400, { title: "Bad Request", detail: "content is required", field: "content" });
    const saved = await saveDraft(db, c.get("grant"), {
      id: c.req.param("id"),
      ifMatch,
      content,
      lang: messageLangOf(c),
    });
    return c.json(saved, 200, { ETag: `"${saved.version}"` });
  });
  app.delete(`${documents}/:id`, async (c) => {
    await deletePage(db, c.get("grant"), c.req.param("id"));
    return c.body(null, 204);
  });

  app.post(`${documents}/:id/publish`, async (c) => {
    const body = await jsonBody(c, SMALL_BODY_BYTES);
    const version = (body as { version?: unknown } | null)?.version;
    return c.json(await publish(db, c.get("grant"), { id: c.req.param("id"), version, lang: messageLangOf(c) }));
  });

  app.get(`${documents}/:id/versions`, async (c) => c.json(await listVersions(db, c.get("grant"), c.req.param("id"))));
  app.get(`${documents}/:id/versions/:version`, async (c) =>
    c.json(await readVersion(db, c.get("grant"), c.req.param("id"), integerParam(c.req.param("version"), "version"))),
  );
  app.post(`${documents}/:id/versions/:version/restore`, async (c) => {
    const ifMatch = ifMatchVersion(c);
    const version = integerParam(c.req.param("version"), "version");
    const restored = await restoreVersion(db, c.get("grant"), {
      id: c.req.param("id"),
      version,
      ifMatch,
      lang: messageLangOf(c),
    });
    return c.json(restored, 200, { ETag: `"${restored.version}"` });
  });

  app.notFound(() =>
    problemResponse(new OwnerApiError(404, { title: "Not Found", detail: "no such owner API route" })),
  );
  return app;
}

/** Over https the cookie is __Host- (Secure, host-only, path /): no other host or path can set or shadow it. */
const isHttps = (c: Context) => c.req.header("x-forwarded-proto") === "https";
const cookieName = (c: Context) => (isHttps(c) ? "__Host-owner_session" : "owner_session");

function answerError(error: unknown): Response {
  if (error instanceof OwnerApiError) return problemResponse(error);
  if (isDatabaseUnavailable(error)) {
    return problemResponse(
      new OwnerApiError(
        503,
        { title: "Service Unavailable", detail: "the database is unavailable: try again" },
        { "Retry-After": "5" },
      ),
    );
  }
  log.error({ err: error }, "owner API failed");
  return problemResponse(
    new OwnerApiError(500, { title: "Internal Server Error", detail: "something failed on our side" }),
  );
}
