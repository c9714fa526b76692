import { describe, expect, it } from "vitest";
import { isMapEmbedUrl, MAP_EMBED_ORIGINS } from "./mapEmbed";

describe("isMapEmbedUrl", () => {
  it.each([
    "https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3777",
    "https://www.openstreetmap.org/export/embed.html?bbox=98.965,18.797,98.971,18.801&layer=mapnik",
  ])("accepts the map service's embed page %j", (url) => {
    expect(isMapEmbedUrl(url)).toBe(true);
  });

  it.each([
    "http://www.google.com/maps/embed?pb=1",
    "https://www.google.com/maps?q=Chiang+Mai",
    "https://www.google.com/search?q=x",
    "https://maps.google.com/maps/embed?pb=1",
    "https://www.google.com.evil.example/maps/embed?pb=1",
    "https://user@www.google.com/maps/embed?pb=1",
    "https://www.openstreetmap.org/edit",
    "https://evil.example/?u=https://www.google.com/maps/embed",
    "javascript:alert(1)",
    "not a url",
    "",
  ])("refuses %j", (url) => {
    expect(isMapEmbedUrl(url)).toBe(false);
  });

  it("names the origins of the services", () => {
    expect(MAP_EMBED_ORIGINS).toEqual(["https://www.google.com", "https://www.openstreetmap.org"]);
  });
});
