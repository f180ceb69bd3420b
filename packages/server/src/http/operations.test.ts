import { endpoints, type OperationId } from "@larder/shared";
import { describe, expect, it } from "vitest";
import { checkEveryOperationRegistered, type OperationRoute } from "./operations.js";

const routeOf = (operationId: OperationId): OperationRoute => ({ operationId, access: "public", handle: () => null });
const everyOperation = (Object.keys(endpoints) as OperationId[]).map(routeOf);

describe("checkEveryOperationRegistered", () => {
  it("accepts the table's operations, each once", () => {
    expect(() => checkEveryOperationRegistered(everyOperation)).not.toThrow();
  });

  it("names an operation of the table that has no route", () => {
    const withoutOne = everyOperation.filter((route) => route.operationId !== "getCookbook");
    expect(() => checkEveryOperationRegistered(withoutOne)).toThrow("Operations without a route: getCookbook");
  });

  it("refuses an operation registered twice", () => {
    expect(() => checkEveryOperationRegistered([...everyOperation, routeOf("getRecipe")])).toThrow(
      "Operation getRecipe is registered twice",
    );
  });
});
