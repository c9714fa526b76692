import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  FILE_ICON_SIZES,
  PORTRAIT_BUCKETS,
  SQUARE_BUCKETS,
  fileIconPath,
  imageExtension,
  imageUrl,
  portraitBucket,
  squareBucket,
  srcSet,
} from "./imageUrl";

const SPEC_SQUARE = [20, 50, 64, 100, 125, 150, 200, 250, 300, 600, 1024, 2048, 4096];
const SPEC_PORTRAIT: [number, number][] = [
  [80, 107],
  [100, 133],
  [150, 200],
  [250, 333],
  [300, 400],
  [600, 800],
];
const SPEC_ICONS = [32, 100, 125, 150];

/** The size=WxH value of a URL's query, read independently of the code under test. */
function sizeParam(url: string): string | null {
  return new URL(url, "https://shop.example").searchParams.get("size");
}

describe("bucket constants", () => {
  it("are the §9 values", () => {
    expect(SQUARE_BUCKETS).toEqual(SPEC_SQUARE);
    expect(PORTRAIT_BUCKETS).toEqual(SPEC_PORTRAIT);
    expect(FILE_ICON_SIZES).toEqual(SPEC_ICONS);
  });
});

describe("squareBucket", () => {
  it("keeps each bucket and snaps one above it up to the next bucket", () => {
    SPEC_SQUARE.forEach((bucket, index) => {
      expect(squareBucket(bucket)).toBe(bucket);
      expect(squareBucket(bucket - 1)).toBe(bucket);
      const next = SPEC_SQUARE[index + 1];
      if (next !== undefined) expect(squareBucket(bucket + 1)).toBe(next);
    });
  });

  it("snaps anything below 20 to 20, fractional sizes up", () => {
    expect(squareBucket(1)).toBe(20);
    expect(squareBucket(0.5)).toBe(20);
    expect(squareBucket(20.5)).toBe(50);
  });

  it("caps at 4096", () => {
    expect(squareBucket(4097)).toBe(4096);
    expect(squareBucket(10_000)).toBe(4096);
  });
});

describe("portraitBucket", () => {
  it("keeps each bucket exactly", () => {
    for (const [width, height] of SPEC_PORTRAIT) expect(portraitBucket(width, height)).toEqual([width, height]);
  });

  it("snaps one pixel over either side of a bucket to the next bucket", () => {
    SPEC_PORTRAIT.slice(0, -1).forEach(([width, height], index) => {
      const next = SPEC_PORTRAIT[index + 1];
      expect(portraitBucket(width + 1, height)).toEqual(next);
      expect(portraitBucket(width, height + 1)).toEqual(next);
    });
  });

  it("covers both sides: a narrow but tall request takes the bucket tall enough", () => {
    expect(portraitBucket(10, 300)).toEqual([250, 333]);
    expect(portraitBucket(90, 100)).toEqual([100, 133]);
  });

  it("falls back to 300x400 when larger than 600x800 (§9)", () => {
    expect(portraitBucket(601, 800)).toEqual([300, 400]);
    expect(portraitBucket(600, 801)).toEqual([300, 400]);
    expect(portraitBucket(1000, 2000)).toEqual([300, 400]);
  });
});

describe("imageExtension", () => {
  it.each([
    ["/img/a.jpg", "jpg"],
    ["/img/a.JPG", "jpg"],
    ["/img/a.GIF", "gif"],
    ["/img/a.Pdf", "pdf"],
    ["/img/a.gif?v=2", "gif"],
    ["/img/a.gif#top", "gif"],
    ["/img/a.png?file=b.gif", "png"],
    ["/img/a.png#b.pdf", "png"],
    ["/img/a.tar.gz", "gz"],
    ["/img/a", ""],
    ["/img.d/a", ""],
    ["/img/.gif", ""],
    ["/img/", ""],
    ["https://cdn.example.com", ""],
    ["https://cdn.example.com/", ""],
    ["https://cdn.example.com/x/y.webp?w=1", "webp"],
    ["//cdn.example.com/y.SWF", "swf"],
  ])("%j -> %j", (src, extension) => {
    expect(imageExtension(src)).toBe(extension);
  });
});

describe("imageUrl: square requests", () => {
  it.each(SPEC_SQUARE)("a %d square request is that bucket", (bucket) => {
    const result = imageUrl("/img/a.jpg", { width: bucket });
    expect(result).toEqual({ url: `/img/a.jpg?size=${bucket}x${bucket}`, width: bucket, height: bucket });
  });

  it("snaps up to the smallest bucket at least the width, at each boundary", () => {
    SPEC_SQUARE.slice(0, -1).forEach((bucket, index) => {
      const next = SPEC_SQUARE[index + 1] as number;
      const result = imageUrl("/img/a.jpg", { width: bucket + 1 });
      expect(result.width).toBe(next);
      expect(result.height).toBe(next);
      expect(sizeParam(result.url)).toBe(`${next}x${next}`);
    });
  });

  it("treats height equal to width as square", () => {
    expect(imageUrl("/a.png", { width: 120, height: 120 })).toEqual(imageUrl("/a.png", { width: 120 }));
    expect(imageUrl("/a.png", { width: 120, height: 120 }).height).toBe(125);
  });

  it("caps beyond 4096 at 4096", () => {
    expect(imageUrl("/a.jpg", { width: 5000 })).toEqual({ url: "/a.jpg?size=4096x4096", width: 4096, height: 4096 });
  });
});

describe("imageUrl: portrait requests", () => {
  it.each(SPEC_PORTRAIT)("a %dx%d request is that bucket", (width, height) => {
    expect(imageUrl("/a.jpg", { width, height })).toEqual({ url: `/a.jpg?size=${width}x${height}`, width, height });
  });

  it("snaps to the smallest portrait bucket covering both sides", () => {
    expect(imageUrl("/a.jpg", { width: 81, height: 100 })).toMatchObject({ width: 100, height: 133 });
    expect(imageUrl("/a.jpg", { width: 50, height: 108 })).toMatchObject({ width: 100, height: 133 });
    expect(imageUrl("/a.jpg", { width: 1, height: 2 })).toMatchObject({ width: 80, height: 107 });
  });

  it("falls back to 300x400 beyond 600x800 (§9)", () => {
    expect(imageUrl("/a.jpg", { width: 700, height: 900 })).toEqual({
      url: "/a.jpg?size=300x400",
      width: 300,
      height: 400,
    });
    expect(imageUrl("/a.jpg", { width: 600, height: 801 })).toMatchObject({ width: 300, height: 400 });
  });
});

describe("imageUrl: landscape requests", () => {
  it("snaps the width like a square and keeps the aspect ratio for the height", () => {
    expect(imageUrl("/a.jpg", { width: 1200, height: 600 })).toEqual({
      url: "/a.jpg?size=2048x1024",
      width: 2048,
      height: 1024,
    });
    expect(imageUrl("/a.jpg", { width: 300, height: 100 })).toMatchObject({ width: 300, height: 100 });
    expect(imageUrl("/a.jpg", { width: 160, height: 90 })).toMatchObject({ width: 200, height: 113 });
  });

  it("never asks for a height under 1 px", () => {
    expect(imageUrl("/a.jpg", { width: 4096, height: 0.01 }).height).toBe(1);
  });

  it("keeps the ratio at the 4096 cap", () => {
    expect(imageUrl("/a.jpg", { width: 8192, height: 4096 })).toMatchObject({ width: 4096, height: 2048 });
  });
});

describe("imageUrl: query strings and hashes", () => {
  it("appends size to an existing query", () => {
    expect(imageUrl("/a.jpg?v=3", { width: 100 }).url).toBe("/a.jpg?v=3&size=100x100");
    expect(imageUrl("/a.jpg?v=3&w=x", { width: 100 }).url).toBe("/a.jpg?v=3&w=x&size=100x100");
  });

  it("keeps the hash after the query", () => {
    expect(imageUrl("/a.jpg#frag", { width: 100 }).url).toBe("/a.jpg?size=100x100#frag");
    expect(imageUrl("/a.jpg?v=3#frag", { width: 100 }).url).toBe("/a.jpg?v=3&size=100x100#frag");
  });

  it("handles an empty query", () => {
    expect(imageUrl("/a.jpg?", { width: 100 }).url).toBe("/a.jpg?size=100x100");
    expect(imageUrl("/a.jpg?&", { width: 100 }).url).toBe("/a.jpg?size=100x100");
  });

  it("replaces an existing size parameter instead of adding a second one", () => {
    expect(imageUrl("/a.jpg?size=20x20&v=1", { width: 100 }).url).toBe("/a.jpg?v=1&size=100x100");
    expect(imageUrl("/a.jpg?size=1&size=2", { width: 100 }).url).toBe("/a.jpg?size=100x100");
  });

  it("does not confuse a parameter that merely starts with size", () => {
    expect(imageUrl("/a.jpg?sizes=1", { width: 100 }).url).toBe("/a.jpg?sizes=1&size=100x100");
  });

  it("works on absolute and protocol-relative URLs", () => {
    expect(imageUrl("https://cdn.example.com/p/a.png?x=1", { width: 60 }).url).toBe(
      "https://cdn.example.com/p/a.png?x=1&size=64x64",
    );
    expect(imageUrl("//cdn.example.com/a.png", { width: 60 }).url).toBe("//cdn.example.com/a.png?size=64x64");
  });

  it("buckets URLs without an extension", () => {
    expect(imageUrl("/media/123", { width: 100 }).url).toBe("/media/123?size=100x100");
  });
});

describe("imageUrl: webp", () => {
  it("is bucketed like jpg and png", () => {
    for (const extension of ["jpg", "jpeg", "png", "webp", "WEBP"]) {
      expect(imageUrl(`/a.${extension}`, { width: 70, height: 90 })).toEqual({
        url: `/a.${extension}?size=80x107`,
        width: 80,
        height: 107,
      });
    }
  });
});

describe("imageUrl: gif is returned unchanged (§5)", () => {
  it.each(["/a.gif", "/a.GIF", "/a.Gif?v=1", "/a.gif#x", "https://cdn.example.com/a.gif?size=1x1"])(
    "%j keeps its URL and the requested size",
    (src) => {
      expect(imageUrl(src, { width: 77 })).toEqual({ url: src, width: 77, height: 77 });
      expect(imageUrl(src, { width: 77, height: 33 })).toEqual({ url: src, width: 77, height: 33 });
      expect(imageUrl(src, { width: 5000, height: 9000 })).toEqual({ url: src, width: 5000, height: 9000 });
    },
  );

  it("is not fooled by gif in the query or hash", () => {
    expect(imageUrl("/a.png?f=b.gif", { width: 100 }).url).toBe("/a.png?f=b.gif&size=100x100");
  });
});

describe("imageUrl: data: and empty src", () => {
  it.each(["", "data:image/png;base64,iVBORw0KGgo=", "DATA:image/gif;base64,R0lG", "data:image/svg+xml,<svg/>"])(
    "%j is returned unchanged with the requested size",
    (src) => {
      expect(imageUrl(src, { width: 120, height: 30 })).toEqual({ url: src, width: 120, height: 30 });
      expect(imageUrl(src, { width: 99 })).toEqual({ url: src, width: 99, height: 99 });
    },
  );
});

describe("imageUrl: pdf and swf placeholder icons", () => {
  it.each(["pdf", "swf"] as const)("%s maps each icon size boundary to its icon", (kind) => {
    const cases: [number, number][] = [
      [1, 32],
      [31, 32],
      [32, 32],
      [33, 100],
      [100, 100],
      [101, 125],
      [125, 125],
      [126, 150],
      [150, 150],
      [151, 150],
      [4096, 150],
    ];
    for (const [side, icon] of cases) {
      expect(imageUrl(`/files/doc.${kind}`, { width: side })).toEqual({
        url: `/icons/file-${kind}-${icon}.svg`,
        width: icon,
        height: icon,
      });
    }
  });

  it("uses the larger side of a non-square request", () => {
    expect(imageUrl("/doc.pdf", { width: 30, height: 110 }).url).toBe("/icons/file-pdf-125.svg");
    expect(imageUrl("/doc.pdf", { width: 110, height: 30 }).url).toBe("/icons/file-pdf-125.svg");
  });

  it("detects the extension case-insensitively and ignores query and hash", () => {
    expect(imageUrl("/doc.PDF", { width: 32 }).url).toBe("/icons/file-pdf-32.svg");
    expect(imageUrl("https://cdn.example.com/doc.Swf?v=1#p2", { width: 32 }).url).toBe("/icons/file-swf-32.svg");
    expect(imageUrl("/doc.pdf.jpg", { width: 32 }).url).toBe("/doc.pdf.jpg?size=50x50");
  });

  it("points at icons that exist in public/icons, each an SVG with its label and a viewBox of its size", () => {
    for (const kind of ["pdf", "swf"] as const) {
      for (const size of SPEC_ICONS) {
        const path = fileIconPath(kind, size);
        const file = new URL(`../../public${path}`, import.meta.url);
        expect(existsSync(file)).toBe(true);
        const svg = readFileSync(file, "utf8");
        expect(svg).toMatch(/^<svg /);
        expect(svg).toContain(`viewBox="0 0 ${size} ${size}"`);
        expect(svg).toContain(`>${kind.toUpperCase()}</text>`);
      }
    }
  });
});

describe("imageUrl: invalid sizes", () => {
  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])("throws a RangeError for width %d", (width) => {
    expect(() => imageUrl("/a.jpg", { width })).toThrow(RangeError);
    expect(() => imageUrl("/a.jpg", { width })).toThrow(/width/);
  });

  it.each([0, -1, Number.NaN])("throws a RangeError for height %d", (height) => {
    expect(() => imageUrl("/a.jpg", { width: 10, height })).toThrow(/height/);
  });
});

describe("srcSet", () => {
  it("lists 1x and 2x candidates snapped to buckets", () => {
    expect(srcSet("/a.jpg", 100)).toBe("/a.jpg?size=100x100 1x, /a.jpg?size=200x200 2x");
    expect(srcSet("/a.jpg", 60)).toBe("/a.jpg?size=64x64 1x, /a.jpg?size=125x125 2x");
  });

  it("snaps portrait candidates with the height", () => {
    expect(srcSet("/a.jpg", 150, 200)).toBe("/a.jpg?size=150x200 1x, /a.jpg?size=300x400 2x");
    expect(srcSet("/a.jpg", 300, 400)).toBe("/a.jpg?size=300x400 1x, /a.jpg?size=600x800 2x");
  });

  it("leaves out 2x when it would not be larger than 1x", () => {
    expect(srcSet("/a.jpg", 4096)).toBe("/a.jpg?size=4096x4096 1x");
    expect(srcSet("/a.jpg", 3000)).toBe("/a.jpg?size=4096x4096 1x");
    // 2x of 600x800 is beyond every portrait bucket and would fall back to 300x400
    expect(srcSet("/a.jpg", 600, 800)).toBe("/a.jpg?size=600x800 1x");
  });

  it("has a single candidate for an unchanged URL (gif, data:)", () => {
    expect(srcSet("/a.gif", 100)).toBe("/a.gif 1x");
    expect(srcSet("data:image/png;base64,AAAA", 100)).toBe("data:image/png;base64,AAAA 1x");
  });

  it("uses placeholder icons for pdf", () => {
    expect(srcSet("/doc.pdf", 32)).toBe("/icons/file-pdf-32.svg 1x, /icons/file-pdf-100.svg 2x");
    expect(srcSet("/doc.pdf", 100)).toBe("/icons/file-pdf-100.svg 1x, /icons/file-pdf-150.svg 2x");
    expect(srcSet("/doc.pdf", 150)).toBe("/icons/file-pdf-150.svg 1x");
  });

  it("is empty for an empty src", () => {
    expect(srcSet("", 100)).toBe("");
  });

  it("keeps the query and hash of each candidate", () => {
    expect(srcSet("/a.png?v=1#x", 50)).toBe("/a.png?v=1&size=50x50#x 1x, /a.png?v=1&size=100x100#x 2x");
  });
});
