import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_PICTURE_BYTES, pictureReader } from "./readPicture";

describe("pictureReader", () => {
  let dir = "";
  let read: ReturnType<typeof pictureReader>;
  const asked: string[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "pictures-"));
    await mkdir(join(dir, "files", "images"), { recursive: true });
    await writeFile(join(dir, "files", "images", "logo.svg"), "<svg/>");
    await writeFile(join(dir, "files", "big.png"), new Uint8Array(MAX_PICTURE_BYTES + 1));
    await writeFile(join(dir, "secret.txt"), "outside");
    await symlink(join(dir, "secret.txt"), join(dir, "files", "link.svg"));
    read = pictureReader({
      staticDir: join(dir, "files"),
      media: async (shopId, id, size) => {
        asked.push(`${shopId} ${id} ${size}`);
        return id === "m1"
          ? new Response("png", { headers: { "Content-Length": "3" } })
          : new Response("", { status: 404 });
      },
    });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("reads a file of the storefront's own, whatever its query", async () => {
    const picture = await read(7, "/images/logo.svg?v=2");
    expect(new TextDecoder().decode(picture?.bytes)).toBe("<svg/>");
    expect(picture?.id).toMatch(/^\/images\/logo\.svg@/);
  });

  it("reads the shop's media, at the size asked", async () => {
    const picture = await read(7, "/media/m1?size=600");
    expect(new TextDecoder().decode(picture?.bytes)).toBe("png");
    expect(asked).toContain("7 m1 600");
    expect(await read(7, "/media/none")).toBeNull();
  });

  it.each([
    ["a file outside the folder", "/../secret.txt"],
    ["an escaped way out", "/images%2F..%2F..%2Fsecret.txt"],
    ["a link out of the folder", "/link.svg"],
    ["a folder", "/images"],
    ["a file over the limit", "/big.png"],
    ["no such file", "/nothing.svg"],
    ["another host", "//evil.example/a.png"],
    ["an absolute URL", "https://evil.example/a.png"],
  ])("reads nothing for %s", async (_what, address) => {
    expect(await read(7, address)).toBeNull();
  });
});
