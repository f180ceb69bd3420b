import { describe, expect, it } from "vitest";
import { formatTimer, parseStepTimers } from "./step-timers.js";

describe("parseStepTimers", () => {
  it("finds minutes, hours and seconds in a step", () => {
    expect(parseStepTimers("Simmer for 10 minutes, then rest 1 hour.")).toEqual([
      { label: "10 minutes", seconds: 600 },
      { label: "1 hour", seconds: 3600 },
    ]);
    expect(parseStepTimers("Whisk for 30 sec.")).toEqual([{ label: "30 sec", seconds: 30 }]);
  });

  it("takes the short end of a range", () => {
    expect(parseStepTimers("Bake 25-30 min until golden")).toEqual([{ label: "25-30 min", seconds: 1500 }]);
    expect(parseStepTimers("Roast for 1 to 2 hours")).toEqual([{ label: "1 to 2 hours", seconds: 3600 }]);
  });

  it("joins an hour and its minutes into one timer", () => {
    expect(parseStepTimers("Braise 1 hour 30 minutes")).toEqual([{ label: "1 hour 30 minutes", seconds: 5400 }]);
    expect(parseStepTimers("Braise 2 hrs and 15 mins")).toEqual([{ label: "2 hrs and 15 mins", seconds: 8100 }]);
  });

  it("reads fractions and decimals", () => {
    expect(parseStepTimers("Chill 1½ hours")).toEqual([{ label: "1½ hours", seconds: 5400 }]);
    expect(parseStepTimers("Rest 2.5 minutes")).toEqual([{ label: "2.5 minutes", seconds: 150 }]);
  });

  it("ignores numbers that are not durations and words that only start like units", () => {
    expect(parseStepTimers("Add 2 eggs and 200 g sugar; mix 3 spoons")).toEqual([]);
    expect(parseStepTimers("Cut into 4 medium pieces")).toEqual([]);
    expect(parseStepTimers("Preheat the oven to 180 degrees")).toEqual([]);
  });

  it("offers one timer per distinct length", () => {
    expect(parseStepTimers("Stir 5 minutes, rest, then stir 5 minutes again")).toHaveLength(1);
  });
});

describe("formatTimer", () => {
  it("writes minutes and seconds, with hours when needed", () => {
    expect(formatTimer(245)).toBe("4:05");
    expect(formatTimer(3750)).toBe("1:02:30");
    expect(formatTimer(0)).toBe("0:00");
    expect(formatTimer(-3)).toBe("0:00");
  });
});
