import { describe, expect, it } from "vitest";
import { buildItem, buildLabel, buildList, labelSettingsOf } from "../../test/shoppingBuilders";
import { checkedItems, listAsText, nextPosition, repositioned, uncheckedGroups } from "./grouping";

const produce = buildLabel("Produce");
const dairy = buildLabel("Dairy");
const bakery = buildLabel("Bakery");
const frozen = buildLabel("Frozen");

const list = buildList({
  // The shop's route: dairy first, then produce, then bakery.
  labelSettings: labelSettingsOf([dairy, produce, bakery]),
  listItems: [
    buildItem("apples", { label: produce, position: 3 }),
    buildItem("candles", { position: 0 }),
    buildItem("milk", { label: dairy, position: 2 }),
    buildItem("pears", { label: produce, position: 1 }),
    buildItem("peas", { label: frozen, position: 4 }),
    buildItem("butter", { label: dairy, position: 5, checked: true }),
    buildItem("cream", { label: dairy, position: 6 }),
  ],
});

const shape = (groups: ReturnType<typeof uncheckedGroups>) =>
  groups.map((group) => [group.label?.name ?? group.key, group.items.map((item) => item.note)]);

describe("a shopping list's groups", () => {
  it("puts unchecked items under their labels in the list's label order, each by position", () => {
    expect(shape(uncheckedGroups(list, true))).toEqual([
      ["Dairy", ["milk", "cream"]],
      ["Produce", ["pears", "apples"]],
      // A label made after the list was: after the ordered ones; items without a label last.
      ["Frozen", ["peas"]],
      ["no-label", ["candles"]],
    ]);
  });

  it("follows a new label order", () => {
    const reordered = { ...list, labelSettings: labelSettingsOf([produce, bakery, dairy]) };
    expect(shape(uncheckedGroups(reordered, true)).map(([name]) => name)).toEqual([
      "Produce",
      "Dairy",
      "Frozen",
      "no-label",
    ]);
  });

  it("shows one plain list by position when not grouped by label", () => {
    expect(shape(uncheckedGroups(list, false))).toEqual([
      ["all", ["candles", "pears", "milk", "apples", "peas", "cream"]],
    ]);
  });

  it("keeps checked items apart", () => {
    expect(checkedItems(list).map((item) => item.note)).toEqual(["butter"]);
  });

  it("numbers the unchecked items in the order shown when a group is reordered, changing only what moved", () => {
    const groups = uncheckedGroups(list, true);
    const dairyGroup = groups[0]?.items ?? [];
    const moved = repositioned(groups, dairy.id, [...dairyGroup].reverse());
    expect(moved.map((item) => [item.note, item.position])).toEqual([
      ["cream", 0],
      ["milk", 1],
      ["pears", 2],
      ["candles", 5],
    ]);
  });

  it("adds new items after every other", () => {
    expect(nextPosition(list)).toBe(7);
    expect(nextPosition(buildList())).toBe(0);
  });

  it("copies as text under the labels", () => {
    expect(listAsText(uncheckedGroups(list, true).slice(2), "Other")).toBe("Frozen\n- peas\n\nOther\n- candles");
    expect(listAsText(uncheckedGroups(list, false), "Other").split("\n")[0]).toBe("- candles");
  });
});
