import { describe, expect, it } from "vitest";
import { isoDuration, plainDescription } from "./recipe-metadata.js";

describe("isoDuration", () => {
  it("converts the ways people write times", () => {
    expect(isoDuration("1 hour 30 minutes")).toBe("PT1H30M");
    expect(isoDuration("45 min")).toBe("PT45M");
    expect(isoDuration("1h30m")).toBe("PT1H30M");
    expect(isoDuration("2 hours and 5 minutes")).toBe("PT2H5M");
    expect(isoDuration("1 day 2 hours")).toBe("P1DT2H");
    expect(isoDuration("20")).toBe("PT20M");
    expect(isoDuration("PT20M")).toBe("PT20M");
  });

  it("leaves out what it cannot read rather than guessing", () => {
    expect(isoDuration("overnight")).toBeUndefined();
    expect(isoDuration("about 20 minutes, then rest")).toBeUndefined();
    expect(isoDuration("")).toBeUndefined();
    expect(isoDuration(null)).toBeUndefined();
  });
});

describe("plainDescription", () => {
  it("reduces markdown and HTML to one line of text", () => {
    expect(plainDescription("# Title\n\nA **bold** [link](https://x.test) <em>here</em>")).toBe(
      "Title A bold link here",
    );
  });

  it("shortens a long description with an ellipsis", () => {
    const text = plainDescription("word ".repeat(200));
    expect(text.length).toBeLessThanOrEqual(300);
    expect(text.endsWith("…")).toBe(true);
  });
});
