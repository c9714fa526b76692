import { describe, expect, it } from "vitest";
import { EMAIL_FAILURE_LIMIT } from "../../server/account/constants";
import { withShop } from "../../server/db/shopScope";
import { fixtureShops, dbKinds } from "./harness";
import { pngOf } from "./mediaImages";
import { OWNERS, type OwnerAnswer, type OwnerClient, useOwnerApi } from "./ownerHarness";

const A = `/api/owner/shops/${fixtureShops.a.id}`;
const B = `/api/owner/shops/${fixtureShops.b.id}`;

function expectProblem(answer: OwnerAnswer, status: number) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.headers.get("content-type")).toBe("application/problem+json");
  expect(answer.headers.get("cache-control")).toBe("no-store");
  expect(answer.body).toMatchObject({ status, title: expect.any(String) });
  return answer.body;
}

async function documentAt(client: OwnerClient, base: string, match: { type: string; path?: string }) {
  const list = await client.send("GET", `${base}/documents`);
  expect(list.status, JSON.stringify(list.body)).toBe(200);
  const found = list.body.find(
    (doc: { type: string; path?: string }) => doc.type === match.type && doc.path === match.path,
  );
  if (!found) throw new Error(`no ${match.type} ${match.path ?? ""} among ${JSON.stringify(list.body)}`);
  return found;
}

/** The draft of a document, and a PUT of new content over its version. */
async function draftOf(client: OwnerClient, id: string, base = A) {
  const answer = await client.send("GET", `${base}/documents/${id}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.headers.get("etag")).toBe(`"${answer.body.version}"`);
  return answer.body;
}

const save = (
  client: OwnerClient,
  id: string,
  version: number,
  content: unknown,
  headers: Record<string, string> = {},
) =>
  client.send("PUT", `${A}/documents/${id}`, {
    json: { content },
    headers: { "If-Match": `"${version}"`, ...headers },
  });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a page's content, read down to its paragraph
function withParagraph(content: any, lang: "th" | "en", html: string) {
  const copy = structuredClone(content);
  copy[lang].pageComponent.children[0].children[0].children[0].children[0].setting.blocks[0].html = html;
  return copy;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a page answer, read down to its paragraph
const paragraphOf = (page: any) =>
  page.body.data.pageComponent.children[0].children[0].children[0].children[0].setting.blocks[0].html;

describe.each(dbKinds)("owner API on %s", (kind) => {
  const api = useOwnerApi(kind);

  describe("signing in", () => {
    it("signs in with a session cookie that is HttpOnly, SameSite=Strict and host-only, lists the shops, signs out", async () => {
      const client = api.client();
      expectProblem(await client.send("GET", "/api/owner/me"), 401);
      const signedIn = await client.signIn(OWNERS.ownerA.email.toUpperCase());
      expect(signedIn.status).toBe(200);
      const cookie = signedIn.headers.get("set-cookie") ?? "";
      expect(cookie).toMatch(/^owner_session=[A-Za-z0-9_-]{43};/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Strict/);
      expect(cookie).not.toMatch(/Domain=/i);
      const me = await client.send("GET", "/api/owner/me");
      expect(me.body).toEqual({
        email: OWNERS.ownerA.email,
        shops: [{ id: fixtureShops.a.id, name: "Shop A", role: "owner", hosts: ["a.test", "www.a.test"] }],
      });
      const oldCookie = client.cookie;
      await client.signIn(OWNERS.ownerA.email); // rotated: the old session ends
      const stale = api.client();
      stale.cookie = oldCookie;
      expectProblem(await stale.send("GET", "/api/owner/me"), 401);
      expect((await client.send("POST", "/api/owner/session/sign-out")).status).toBe(204);
      expectProblem(await client.send("GET", "/api/owner/me"), 401);
    });

    it("answers a wrong password and an unknown e-mail alike, and refuses for a while after too many", async () => {
      const client = api.client();
      const wrong = expectProblem(await client.signIn(OWNERS.ownerB.email, "not the password"), 401);
      const unknown = expectProblem(await client.signIn("nobody@b.test"), 401);
      expect(unknown.detail).toBe(wrong.detail);
      for (let n = 1; n < EMAIL_FAILURE_LIMIT; n++) await client.signIn(OWNERS.ownerB.email, "still wrong");
      const refused = await client.signIn(OWNERS.ownerB.email); // the right password, but too late
      expectProblem(refused, 429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      await api.db.deleteFrom("owner_login_failures").execute(); // the other tests sign in as shop B's owner
    });

    it("refuses a body that is not JSON, naming the field or the reason", async () => {
      const client = api.client();
      const notJson = await client.send("POST", "/api/owner/session", {
        body: "{",
        headers: { "Content-Type": "application/json" },
      });
      expect(expectProblem(notJson, 400).detail).toMatch(/not JSON/);
      const form = await client.send("POST", "/api/owner/session", {
        body: "email=x",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      expect(expectProblem(form, 415).field).toBe("Content-Type");
      expect(
        expectProblem(await client.send("POST", "/api/owner/session", { json: { email: "a@a.test" } }), 400).field,
      ).toBe("password");
    });
  });

  describe("drafts", () => {
    it("lists the shop's documents: its pages, header, footer and settings, published at version 1", async () => {
      const owner = await api.signedIn(OWNERS.ownerA.email);
      const list = await owner.send("GET", `${A}/documents`);
      expect(list.body.map((doc: { type: string; path?: string }) => doc.path ?? doc.type)).toEqual([
        "footer",
        "header",
        "settings",
        "/",
        "/about",
        "/docs/guide",
        "/only-a",
      ]);
      expect(list.body[0]).toMatchObject({ draftVersion: 1, publishedVersion: 1, problems: 0, updatedBy: "import" });
    });

    it("tells the second of two people saving one draft (412 with the current version), and loses nothing", async () => {
      const [first, second] = [await api.signedIn(OWNERS.ownerA.email), await api.signedIn(OWNERS.editorA.email)];
      const { id } = await documentAt(first, A, { type: "page", path: "/about" });
      const draft = await draftOf(first, id);
      const saved = await save(first, id, draft.version, withParagraph(draft.content, "th", "<p>first</p>"));
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body).toEqual({ version: draft.version + 1, problems: [] });
      const stale = await save(second, id, draft.version, withParagraph(draft.content, "th", "<p>second</p>"));
      expect(expectProblem(stale, 412).currentVersion).toBe(draft.version + 1);
      expect(
        (await draftOf(second, id)).content.th.pageComponent.children[0].children[0].children[0].children[0].setting
          .blocks[0].html,
      ).toBe("<p>first</p>");
      const retried = await save(second, id, draft.version + 1, withParagraph(draft.content, "th", "<p>second</p>"));
      expect(retried.body.version).toBe(draft.version + 2);
      expectProblem(await first.send("PUT", `${A}/documents/${id}`, { json: { content: draft.content } }), 428);
    });

    it("saves an invalid draft with every problem, and refuses to publish it (422), in Thai or English", async () => {
      const owner = await api.signedIn(OWNERS.ownerA.email);
      const { id } = await documentAt(owner, A, { type: "page", path: "/only-a" });
      const draft = await draftOf(owner, id);
      const content = structuredClone(draft.content);
      content.en.pageComponent.children.push({ ukey: "ghost", type: "widget", kind: "no-such-kind", setting: {} });
      content.th.pageComponent.children[0].children[0].children[0].setting.span = "wide";
      const saved = await save(owner, id, draft.version, content, { "Accept-Language": "en" });
      expect(saved.status).toBe(200);
      expect(saved.body.problems).toEqual([
        {
          lang: "th",
          pointer: "/th/pageComponent/children/0/children/0/children/0/setting/span",
          kind: "column",
          ukey: expect.any(String),
          message: expect.stringMatching(/integer|number/),
        },
        {
          lang: "en",
          pointer: "/en/pageComponent/children/1",
          kind: "no-such-kind",
          ukey: "ghost",
          message: 'unknown kind "no-such-kind"',
        },
      ]);
      expect((await draftOf(owner, id)).content).toEqual(content); // nothing typed is lost
      const listed = await documentAt(owner, A, { type: "page", path: "/only-a" });
      expect(listed.problems).toBe(2);

      const refused = expectProblem(
        await owner.send("POST", `${A}/documents/${id}/publish`, {
          json: { version: saved.body.version },
          headers: { "Accept-Language": "th" },
        }),
        422,
      );
      expect(refused.problems.map((problem: { pointer: string }) => problem.pointer)).toEqual(
        saved.body.problems.map((problem: { pointer: string }) => problem.pointer),
      );
      expect(refused.problems[1].message).toBe('ไม่รู้จักวิดเจ็ตชนิด "no-such-kind"');
      expect(refused.problems[0].message).toMatch(/[\u0E00-\u0E7F]/);
      expect(
        (await api.shopperPage(fixtureShops.a.host, "/only-a", "en")).body.data.pageComponent.children,
      ).toHaveLength(1);
    });

    it("refuses a draft over the limits (413) and malformed JSON (400)", async () => {
      const owner = await api.signedIn(OWNERS.ownerA.email);
      const { id } = await documentAt(owner, A, { type: "header" });
      const draft = await draftOf(owner, id);
      const huge = JSON.stringify({
        content: { th: { children: [] }, en: { children: [] }, pad: "x".repeat(9 * 1024 * 1024) },
      });
      expectProblem(
        await owner.send("PUT", `${A}/documents/${id}`, {
          body: huge,
          headers: { "Content-Type": "application/json", "If-Match": `"${draft.version}"` },
        }),
        413,
      );
      expectProblem(
        await owner.send("PUT", `${A}/documents/${id}`, {
          body: '{"content":',
          headers: { "Content-Type": "application/json", "If-Match": `"${draft.version}"` },
        }),
        400,
      );
      expect((await draftOf(owner, id)).version).toBe(draft.version);
    });
  });

  describe("publishing", () => {
    it("publishes a valid draft: shoppers get it at once, with a history entry and an audit line", async () => {
      const owner = await api.signedIn(OWNERS.ownerA.email);
      const { id } = await documentAt(owner, A, { type: "page", path: "/" });
      const draft = await draftOf(owner, id);
      const saved = await save(
        owner,
        id,
        draft.version,
        withParagraph(draft.content, "en", "<p>Fresh from the editor</p>"),
      );
      expectProblem(
        await owner.send("POST", `${A}/documents/${id}/publish`, { json: { version: draft.version } }),
        409,
      );
      const published = await owner.send("POST", `${A}/documents/${id}/publish`, {
        json: { version: saved.body.version },
      });
      expect(published.status, JSON.stringify(published.body)).toBe(200);
      expect(paragraphOf(await api.shopperPage(fixtureShops.a.host, "/", "en"))).toBe("<p>Fresh from the editor</p>");
      const versions = await owner.send("GET", `${A}/documents/${id}/versions`);
      expect(versions.body.map((entry: { version: number }) => entry.version)).toEqual([saved.body.version, 1]);
      expect(versions.body[0].publishedBy).toBe(OWNERS.ownerA.email);
      const audit = await withShop(api.db, fixtureShops.a.id, (trx) =>
        trx
          .selectFrom("owner_audit")
          .select(["actor", "action", "target"])
          .where("shop_id", "=", fixtureShops.a.id)
          .where("target", "=", "page /")
          .execute(),
      );
      expect(audit).toEqual([
        { actor: OWNERS.ownerA.email, action: "save", target: "page /" },
        { actor: OWNERS.ownerA.email, action: "publish", target: "page /" },
      ]);
    });

    it("restores a published version into the draft, and publishes it again", async () => {
      const owner = await api.signedIn(OWNERS.ownerA.email);
      const { id } = await documentAt(owner, A, { type: "page", path: "/docs/guide" });
      const draft = await draftOf(owner, id);
      const original = paragraphOf(await api.shopperPage(fixtureShops.a.host, "/docs/guide", "th"));
      const saved = await save(owner, id, draft.version, withParagraph(draft.content, "th", "<p>changed</p>"));
      await owner.send("POST", `${A}/documents/${id}/publish`, { json: { version: saved.body.version } });
      expect(paragraphOf(await api.shopperPage(fixtureShops.a.host, "/docs/guide", "th"))).toBe("<p>changed</p>");

      expect((await owner.send("GET", `${A}/documents/${id}/versions/1`)).body.content).toEqual(draft.content);
      expectProblem(await owner.send("POST", `${A}/documents/${id}/versions/1/restore`), 428);
      const restored = await owner.send("POST", `${A}/documents/${id}/versions/1/restore`, {
        headers: { "If-Match": `"${saved.body.version}"` },
      });
      expect(restored.status, JSON.stringify(restored.body)).toBe(200);
      await owner.send("POST", `${A}/documents/${id}/publish`, { json: { version: restored.body.version } });
      expect(paragraphOf(await api.shopperPage(fixtureShops.a.host, "/docs/guide", "th"))).toBe(original);
    });

    it("lets an editor save drafts but not publish, delete a page or change tags, consent or payment settings", async () => {
      const editor = await api.signedIn(OWNERS.editorA.email);
      const { id } = await documentAt(editor, A, { type: "settings" });
      const draft = await draftOf(editor, id);
      const titled = structuredClone(draft.content);
      titled.th.webHead.title = "ร้านเอ";
      const saved = await save(editor, id, draft.version, titled);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expectProblem(
        await editor.send("POST", `${A}/documents/${id}/publish`, { json: { version: saved.body.version } }),
        403,
      );
      const paying = structuredClone(titled);
      paying.en.paymentMethods = ["thai_qr"];
      expect(expectProblem(await save(editor, id, saved.body.version, paying), 403).field).toBe("/en/paymentMethods");
      const page = await documentAt(editor, A, { type: "page", path: "/about" });
      expectProblem(await editor.send("DELETE", `${A}/documents/${page.id}`), 403);
    });
  });

  describe("previewing drafts", () => {
    it("opens the drafts (page and header) with the editor's preview token, while shoppers keep the published shop", async () => {
      const editor = await api.signedIn(OWNERS.editorA.email);
      const page = await documentAt(editor, A, { type: "page", path: "/about" });
      const draft = await draftOf(editor, page.id);
      await save(editor, page.id, draft.version, withParagraph(draft.content, "en", "<p>Draft only</p>"));
      const header = await documentAt(editor, A, { type: "header" });
      const headerDraft = await draftOf(editor, header.id);
      const emptied = {
        th: { ...headerDraft.content.th, children: [] },
        en: { ...headerDraft.content.en, children: [] },
      };
      await save(editor, header.id, headerDraft.version, emptied);

      const minted = await editor.send("POST", `${A}/preview`);
      expect(minted.status, JSON.stringify(minted.body)).toBe(201);
      const previewed = await api.shopperPage(fixtureShops.a.host, "/about", "en", minted.body.token);
      expect(paragraphOf(previewed)).toBe("<p>Draft only</p>");
      expect(previewed.body.data.base.headerZone.children).toEqual([]);

      const published = await api.shopperPage(fixtureShops.a.host, "/about", "en");
      expect(paragraphOf(published)).not.toBe("<p>Draft only</p>");
      expect(published.body.data.base.headerZone.children.length).toBeGreaterThan(0);
      // shop B's owner cannot mint one for shop A
      expectProblem(await (await api.signedIn(OWNERS.ownerB.email)).send("POST", `${A}/preview`), 404);
    });

    it("previews a draft saved without the parts a page needs (no head, no tree) as an empty page, not an error", async () => {
      const owner = await api.signedIn(OWNERS.ownerA.email);
      const page = await documentAt(owner, A, { type: "page", path: "/about" });
      const draft = await draftOf(owner, page.id);
      const saved = await save(owner, page.id, draft.version, { th: {}, en: { pageHead: "not a head" } });
      expect(saved.body.problems.length).toBeGreaterThan(0);
      const minted = await owner.send("POST", `${A}/preview`);
      for (const lang of ["th", "en"] as const) {
        const previewed = await api.shopperPage(fixtureShops.a.host, "/about", lang, minted.body.token);
        expect(previewed.status).toBe(200);
        expect(previewed.body.data.pageComponent.children).toEqual([]);
        expect(previewed.body.data.pageHead).toMatchObject({ title: "" });
      }
    });
  });

  describe("pages", () => {
    it("creates a page at a free path only, and a deleted page answers 404 to shoppers", async () => {
      const owner = await api.signedIn(OWNERS.ownerA.email);
      const created = await owner.send("POST", `${A}/documents`, { json: { type: "page", path: "/new-page" } });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expectProblem(await owner.send("POST", `${A}/documents`, { json: { type: "page", path: "/new-page" } }), 409);
      for (const path of ["/product/x", "/a/../b", "/Caps", "/en/about", "no-slash", "/trailing/"]) {
        const refused = expectProblem(
          await owner.send("POST", `${A}/documents`, { json: { type: "page", path } }),
          422,
        );
        expect(refused.field).toBe("path");
      }
      const draft = await draftOf(owner, created.body.id);
      await owner.send("POST", `${A}/documents/${created.body.id}/publish`, { json: { version: draft.version } });
      expect((await api.shopperPage(fixtureShops.a.host, "/new-page")).status).toBe(200);

      expect((await owner.send("DELETE", `${A}/documents/${created.body.id}`)).status).toBe(204);
      expect((await api.shopperPage(fixtureShops.a.host, "/new-page")).status).toBe(404);
      expectProblem(await owner.send("GET", `${A}/documents/${created.body.id}`), 404);
      expectProblem(await owner.send("GET", `${A}/documents/${"-".repeat(36)}`), 404); // no uuid: never a database error
    });
  });

  describe("media through the owner API", () => {
    it("takes an editor's upload signed in, lists it for the shop only, and refuses another site's", async () => {
      const editor = await api.signedIn(OWNERS.editorA.email);
      const png = new Uint8Array(await pngOf(32, 24));
      const uploaded = await editor.send("POST", `${A}/media`, { body: png, headers: { "Content-Type": "image/png" } });
      expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
      expect(uploaded.body).toMatchObject({ width: 32, height: 24, url: `/media/${uploaded.body.id}` });
      expect(uploaded.headers.get("cache-control")).toBe("no-store");
      const listed = await editor.send("GET", `${A}/media`);
      expect(listed.body.map((item: { id: string }) => item.id)).toContain(uploaded.body.id);
      const ownerB = await api.signedIn(OWNERS.ownerB.email);
      expectProblem(await ownerB.send("GET", `${A}/media`), 404);
      expectProblem(await ownerB.send("DELETE", `${A}/media/${uploaded.body.id}`), 404);
      const forged = await editor.send("POST", `${A}/media`, {
        body: png,
        headers: { "Content-Type": "image/png", Origin: "https://evil.example" },
      });
      expect(expectProblem(forged, 403).field).toBe("Origin");
      expectProblem(
        await api.client().send("POST", `${A}/media`, { body: png, headers: { "Content-Type": "image/png" } }),
        401,
      );
    });
  });

  describe("isolation", () => {
    it("answers 404 to shop A's owner for every route of shop B, and changes nothing there", async () => {
      const ownerA = await api.signedIn(OWNERS.ownerA.email);
      const ownerB = await api.signedIn(OWNERS.ownerB.email);
      const docB = await documentAt(ownerB, B, { type: "page", path: "/" });
      const draftB = await draftOf(ownerB, docB.id, B);
      const routes: [string, string, { json?: unknown; headers?: Record<string, string> }][] = [
        ["GET", `${B}/documents`, {}],
        ["POST", `${B}/documents`, { json: { type: "page", path: "/intruder" } }],
        ["GET", `${B}/documents/${docB.id}`, {}],
        [
          "PUT",
          `${B}/documents/${docB.id}`,
          { json: { content: draftB.content }, headers: { "If-Match": `"${draftB.version}"` } },
        ],
        ["POST", `${B}/documents/${docB.id}/publish`, { json: { version: draftB.version } }],
        ["GET", `${B}/documents/${docB.id}/versions`, {}],
        ["POST", `${B}/documents/${docB.id}/versions/1/restore`, { headers: { "If-Match": `"${draftB.version}"` } }],
        ["DELETE", `${B}/documents/${docB.id}`, {}],
        ["GET", `${A}/documents/${docB.id}`, {}], // B's document through A's shop
      ];
      for (const [method, path, options] of routes) {
        const answer = await ownerA.send(method, path, options);
        expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(404);
        expect(JSON.stringify(answer.body)).not.toMatch(/forbidden|role/i);
      }
      expect((await draftOf(ownerB, docB.id, B)).version).toBe(draftB.version);
    });

    it("refuses a write from another site (Origin), and the session cookie does not reach it anyway", async () => {
      const owner = await api.signedIn(OWNERS.ownerA.email);
      const { id } = await documentAt(owner, A, { type: "footer" });
      const draft = await draftOf(owner, id);
      const forged = await save(owner, id, draft.version, draft.content, { Origin: "https://evil.example" });
      expect(expectProblem(forged, 403).field).toBe("Origin");
      expect((await draftOf(owner, id)).version).toBe(draft.version);
    });
  });
});
