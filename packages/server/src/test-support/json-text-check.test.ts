import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { sendJsonText } from "../http/json-text.js";
import { checkJsonTextReplies } from "./json-text-check.js";

const Item = z.object({ name: z.string(), count: z.number() });

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Routes come first, as buildApp registers them before the test app installs the check.
  await app.register(async (routes) => {
    const schema = { response: { 200: Item } };
    routes.get("/text/good", { schema }, (_request, reply) => sendJsonText(reply, '{"name":"Pie","count":2}'));
    routes.get("/text/bad", { schema }, (_request, reply) => sendJsonText(reply, '{"name":"Pie","count":"two"}'));
    routes.get("/bytes/bad", { schema }, (_request, reply) =>
      sendJsonText(reply, Buffer.from('{"name":"Pie","count":"two"}')),
    );
    routes.get("/object", { schema }, () => ({ name: "Pie", count: 2 }));
    // Refusals are not checked, whatever their schema says.
    const refusable = { response: { 200: Item, 404: z.object({ detail: z.string() }) } };
    routes.get("/text/refused", { schema: refusable }, (_request, reply) =>
      sendJsonText(reply.status(404), '{"detail":{"message":"Not found"}}'),
    );
    routes.get("/text/unchecked", (_request, reply) => sendJsonText(reply, '{"anything":true}'));
  });
  checkJsonTextReplies(app);
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

describe("the check of replies sent as ready JSON text", () => {
  it("passes text that matches the route's response schema, and replies Fastify serialised", async () => {
    expect((await app.inject("/text/good")).json()).toEqual({ name: "Pie", count: 2 });
    expect((await app.inject("/object")).json()).toEqual({ name: "Pie", count: 2 });
  });

  it("fails the request when the text does not match", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await app.inject("/text/bad");
    expect(response.statusCode).toBe(500);
    expect(logged).toHaveBeenCalledOnce();
    // The same text sent as its UTF-8 bytes.
    expect((await app.inject("/bytes/bad")).statusCode).toBe(500);
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });

  it("leaves refusals and routes without a response schema alone", async () => {
    expect((await app.inject("/text/refused")).statusCode).toBe(404);
    expect((await app.inject("/text/unchecked")).json()).toEqual({ anything: true });
  });
});
