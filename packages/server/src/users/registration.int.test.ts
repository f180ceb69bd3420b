import { describe, expect, it } from "vitest";
import { seedFoods, seedLabels, seedUnits } from "../seeders/seed-data.js";
import { signIn } from "../test-support/test-app.js";
import { type TestContext, useTestContext } from "../test-support/test-context.js";

const open = useTestContext({ env: { ALLOW_SIGNUP: "true" } });
const closed = useTestContext({ env: { ALLOW_SIGNUP: "false" } });

let counter = 0;
function registration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    username: `newcomer${counter}`,
    fullName: `New Comer ${counter}`,
    email: `newcomer${counter}@example.com`,
    password: "a long password",
    passwordConfirm: "a long password",
    group: `Newcomers ${counter}`,
    ...overrides,
  };
}

const register = (server: TestContext, payload: object) => server.anonymous.post("/api/users/register", payload);

describe("sign-up without an invitation", () => {
  it("founds a new group that the newcomer manages", async () => {
    const body = registration({ private: true, advanced: true });
    const response = await register(open, body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      username: body.username,
      group: body.group,
      canManage: true,
      canInvite: true,
      canOrganize: true,
      advanced: true,
      admin: false,
    });
    const session = await signIn(open.app, body.username, body.password);
    const group = (await open.app.inject({ method: "GET", url: "/api/groups/self", headers: session })).json();
    expect(group.preferences).toMatchObject({ privateGroup: true, recipePublic: false });
  });

  it("is refused when ALLOW_SIGNUP is off", async () => {
    const response = await register(closed, registration());
    expect(response.statusCode).toBe(403);
    expect(response.json().detail.message).toBe("User registration is disabled");
  });

  it("refuses a taken username, e-mail or group name and creates nothing", async () => {
    const first = registration();
    expect((await register(open, first)).statusCode).toBe(201);
    const groupsBefore = await open.services.repositories.groups.countAll();

    const sameUser = await register(open, registration({ username: first.username.toUpperCase() }));
    expect(sameUser.statusCode).toBe(409);
    expect(sameUser.json().detail.message).toBe("Username is already taken");
    const sameEmail = await register(open, registration({ email: first.email }));
    expect(sameEmail.json().detail.message).toBe("Email is already taken");
    const sameGroup = await register(open, registration({ group: first.group.toLowerCase() }));
    expect(sameGroup.json().detail.message).toBe("Group name is already taken");
    expect(await open.services.repositories.groups.countAll()).toBe(groupsBefore);
  });

  it("checks the password confirmation and the group name", async () => {
    const mismatch = await register(open, registration({ passwordConfirm: "something else" }));
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().detail).toEqual([
      expect.objectContaining({ loc: ["body", "passwordConfirm"], msg: "password must match" }),
    ]);
    const noGroup = await register(open, registration({ group: "" }));
    expect(noGroup.statusCode).toBe(422);
  });
});

describe("invitations", () => {
  it("are created by members who may invite, and listed for them", async () => {
    const inviter = await closed.newMember({ canInvite: true });
    const { group } = inviter;
    const created = await closed.as(inviter).post("/api/groups/invitations", { uses: 2 });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ token: expect.any(String), usesLeft: 2, groupId: group.id });
    const listed = await closed.as(inviter).get("/api/groups/invitations");
    expect(listed.json()).toEqual([created.json()]);
  });

  it("are refused to members without canInvite", async () => {
    const member = await closed.newMember();
    const response = await closed.as(member).post("/api/groups/invitations", { uses: 1 });
    expect(response.statusCode).toBe(403);
  });

  it("let people join the inviting group, even with sign-up off, until the uses run out", async () => {
    const inviter = await closed.newMember({ canInvite: true });
    const { group } = inviter;
    const { token } = (await closed.as(inviter).post("/api/groups/invitations", { uses: 2 })).json();

    for (let joined = 0; joined < 2; joined += 1) {
      const response = await register(closed, registration({ groupToken: token, group: null }));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ groupId: group.id, canManage: false, canInvite: false });
    }
    const spent = await register(closed, registration({ groupToken: token }));
    expect(spent.statusCode).toBe(400);
    expect(spent.json().detail.message).toBe("Invalid or expired invitation");
    expect((await closed.as(inviter).get("/api/groups/invitations")).json()).toEqual([]);
  });

  it("refuse an unknown or expired token", async () => {
    const unknown = await register(closed, registration({ groupToken: "made-up" }));
    expect(unknown.statusCode).toBe(400);

    const inviter = await closed.newMember({ canInvite: true });
    const { token } = (await closed.as(inviter).post("/api/groups/invitations", { uses: 1 })).json();
    await closed.db
      .updateTable("invite_tokens")
      .set({ created_at: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) })
      .where("token", "=", token)
      .execute();
    const expired = await register(closed, registration({ groupToken: token }));
    expect(expired.statusCode).toBe(400);
  });
});

describe("seedData", () => {
  /** The names of a signed-in newcomer's group's foods, units or labels. */
  async function namesOf(session: Record<string, string>, path: string): Promise<string[]> {
    const response = await open.app.inject({ method: "GET", url: `${path}?perPage=-1`, headers: session });
    expect(response.statusCode).toBe(200);
    return response.json().items.map((item: { name: string }) => item.name);
  }

  it("gives a new group the foods, units and shop labels of the founder's locale, foods filed under labels", async () => {
    const body = registration({ seedData: true, locale: "fr-FR" });
    expect((await register(open, body)).statusCode).toBe(201);
    const session = await signIn(open.app, body.username, body.password);

    const [foods, units, labels] = await Promise.all([seedFoods("fr-FR"), seedUnits("fr-FR"), seedLabels("fr-FR")]);
    expect((await namesOf(session, "/api/foods")).sort()).toEqual(foods.map((food) => food.name).sort());
    expect((await namesOf(session, "/api/units")).sort()).toEqual(units.map((unit) => unit.name).sort());
    expect((await namesOf(session, "/api/groups/labels")).sort()).toEqual(labels.map((label) => label.name).sort());
    // The account starts in the language it signed up in.
    const account = await open.app.inject({ method: "GET", url: "/api/users/self", headers: session });
    expect(account.json().locale).toBe("fr-FR");
    const onion = await open.app.inject({ method: "GET", url: "/api/foods?search=oignon", headers: session });
    expect(onion.json().items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: "oignon", label: expect.objectContaining({ name: "Fruits et légumes" }) }),
      ]),
    );
  });

  it("leaves a new group empty without it, and an invitee's group as it was", async () => {
    const plain = registration();
    expect((await register(open, plain)).statusCode).toBe(201);
    const session = await signIn(open.app, plain.username, plain.password);
    expect(await namesOf(session, "/api/foods")).toEqual([]);
    expect(await namesOf(session, "/api/groups/labels")).toEqual([]);

    const inviter = await open.newMember({ canInvite: true });
    const { token } = (await open.as(inviter).post("/api/groups/invitations", { uses: 1 })).json();
    const invitee = registration({ groupToken: token, group: null, seedData: true });
    expect((await register(open, invitee)).statusCode).toBe(201);
    expect(await namesOf(await open.headersOf(inviter), "/api/foods")).toEqual([]);
    expect(await namesOf(await open.headersOf(inviter), "/api/units")).toEqual([]);
  });
});
