import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const SLAPD = "/usr/sbin/slapd";
const SLAPADD = "/usr/sbin/slapadd";
const SCHEMA_DIR = "/etc/ldap/schema";
const MODULE_DIR = "/usr/lib/ldap";

/** Debian's slapd is there (`npm test` installs it through apt; see scripts/test.mjs). */
export const slapdAvailable = fs.existsSync(SLAPD) && fs.existsSync(SLAPADD);
export const slapdMissing = "Debian's slapd is not installed (npm test installs it: apt-get install slapd)";

export const DIRECTORY = {
  suffix: "dc=larder,dc=test",
  people: "ou=people,dc=larder,dc=test",
  queryBind: "cn=reader,dc=larder,dc=test",
  queryPassword: "reader-secret",
  /** Who may use Larder, and who administers it. */
  userFilter: "(employeeType=larder)",
  adminFilter: "(employeeType=larder-admin)",
} as const;

/** The people of the test directory: uid, password, and what the filters make of them. */
export const PEOPLE = {
  admin: { uid: "lena", password: "lena-password", name: "Lena Ledger", mail: "lena@larder.test" },
  plain: { uid: "bob", password: "bob-password", name: "Bob Baker", mail: "Bob@Larder.test" },
  outsider: { uid: "eve", password: "eve-password", name: "Eve Outside", mail: "eve@larder.test" },
} as const;

function directoryLdif(): string {
  const { suffix, people, queryBind, queryPassword } = DIRECTORY;
  const person = (p: { uid: string; password: string; name: string; mail: string }, types: string[]) =>
    [
      `dn: uid=${p.uid},${people}`,
      "objectClass: inetOrgPerson",
      `uid: ${p.uid}`,
      `cn: ${p.name}`,
      `sn: ${p.name.split(" ")[1]}`,
      `mail: ${p.mail}`,
      `userPassword: ${p.password}`,
      ...types.map((type) => `employeeType: ${type}`),
    ].join("\n");
  return [
    [`dn: ${suffix}`, "objectClass: dcObject", "objectClass: organization", "dc: larder", "o: Larder tests"].join("\n"),
    [`dn: ${people}`, "objectClass: organizationalUnit", "ou: people"].join("\n"),
    [
      `dn: ${queryBind}`,
      "objectClass: simpleSecurityObject",
      "objectClass: organizationalRole",
      "cn: reader",
      `userPassword: ${queryPassword}`,
    ].join("\n"),
    person(PEOPLE.admin, ["larder", "larder-admin"]),
    person(PEOPLE.plain, ["larder"]),
    person(PEOPLE.outsider, ["other-app"]),
  ].join("\n\n");
}

/** `openssl` makes the certificates of a directory that speaks TLS. */
export const opensslAvailable = spawnSync("openssl", ["version"]).status === 0;

/** A test authority and a certificate for 127.0.0.1 that it signed, written into `dir`. */
function makeCertificates(dir: string): void {
  const openssl = (...args: string[]) => {
    const result = spawnSync("openssl", args, { cwd: dir, encoding: "utf8" });
    if (result.status !== 0) throw new Error(`openssl ${args[0]} failed: ${result.stderr}`);
  };
  const days = ["-days", "2"];
  openssl(
    "req",
    "-x509",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-keyout",
    "ca.key",
    "-out",
    "ca.pem",
    ...days,
    "-subj",
    "/CN=Larder test CA",
  );
  openssl(
    "req",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-keyout",
    "server.key",
    "-out",
    "server.csr",
    "-subj",
    "/CN=127.0.0.1",
  );
  fs.writeFileSync(path.join(dir, "server.ext"), "subjectAltName=IP:127.0.0.1\n");
  openssl(
    "x509",
    "-req",
    "-in",
    "server.csr",
    "-CA",
    "ca.pem",
    "-CAkey",
    "ca.key",
    "-CAcreateserial",
    "-out",
    "server.pem",
    ...days,
    "-extfile",
    "server.ext",
  );
}

function slapdConf(dir: string, tls: boolean): string {
  const { suffix } = DIRECTORY;
  const tlsLines = tls
    ? `TLSCACertificateFile ${dir}/ca.pem\nTLSCertificateFile ${dir}/server.pem\nTLSCertificateKeyFile ${dir}/server.key\n`
    : "";
  return `${tlsLines}${["core", "cosine", "inetorgperson"].map((schema) => `include ${SCHEMA_DIR}/${schema}.schema`).join("\n")}
modulepath ${MODULE_DIR}
moduleload back_mdb
pidfile ${dir}/slapd.pid
access to attrs=userPassword by anonymous auth by * none
access to * by users read by * none
database mdb
maxsize 10485760
suffix "${suffix}"
rootdn "cn=root,${suffix}"
directory ${dir}/db
`;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, child: ChildProcess, stderr: () => string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`slapd exited (${child.exitCode}): ${stderr()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`slapd did not listen on 127.0.0.1:${port}: ${stderr()}`);
}

/** The LDAP_* variables that point Larder at a test directory on `url`. */
export function directoryEnv(url: string): Record<string, string> {
  return {
    LDAP_AUTH_ENABLED: "true",
    LDAP_SERVER_URL: url,
    LDAP_BASE_DN: DIRECTORY.people,
    LDAP_QUERY_BIND: DIRECTORY.queryBind,
    LDAP_QUERY_PASSWORD: DIRECTORY.queryPassword,
    LDAP_USER_FILTER: DIRECTORY.userFilter,
    LDAP_ADMIN_FILTER: DIRECTORY.adminFilter,
    LDAP_ID_ATTRIBUTE: "uid",
    LDAP_NAME_ATTRIBUTE: "cn",
    LDAP_MAIL_ATTRIBUTE: "mail",
  };
}

export interface TestDirectory {
  url: string;
  /** With `tls`: the ldaps:// address, and the authority that signed the directory's certificate. */
  ldapsUrl: string | null;
  caFile: string | null;
  /** The LDAP_* variables that point Larder at this directory. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * A real OpenLDAP server (Debian's slapd) on a loopback port, with its own configuration and
 * database in a temporary directory and the small directory above loaded by slapadd. It listens
 * on `port` when given (the e2e server's LDAP_SERVER_URL), else on a free one. With `tls` it has a
 * certificate from a test authority, offers STARTTLS, and listens for ldaps:// on a second port.
 */
export async function startSlapd({
  port: wanted,
  tls = false,
}: {
  port?: number;
  tls?: boolean;
} = {}): Promise<TestDirectory> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "larder-slapd-"));
  fs.mkdirSync(path.join(dir, "db"));
  if (tls) makeCertificates(dir);
  const conf = path.join(dir, "slapd.conf");
  fs.writeFileSync(conf, slapdConf(dir, tls));
  fs.writeFileSync(path.join(dir, "directory.ldif"), `${directoryLdif()}\n`);
  const load = spawnSync(SLAPADD, ["-f", conf, "-l", path.join(dir, "directory.ldif")], { encoding: "utf8" });
  if (load.status !== 0) throw new Error(`slapadd failed: ${load.stderr}`);

  const port = wanted ?? (await freePort());
  const url = `ldap://127.0.0.1:${port}`;
  const ldapsUrl = tls ? `ldaps://127.0.0.1:${await freePort()}` : null;
  const listeners = [url, ldapsUrl]
    .filter(Boolean)
    .map((address) => `${address}/`)
    .join(" ");
  // -d keeps slapd in the foreground, so it is this child and ends with it.
  const child = spawn(SLAPD, ["-d", "0", "-h", listeners, "-f", conf], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  await waitForPort(port, child, () => stderr);
  if (ldapsUrl) await waitForPort(Number(new URL(ldapsUrl).port), child, () => stderr);

  return {
    url,
    ldapsUrl,
    caFile: tls ? path.join(dir, "ca.pem") : null,
    env: directoryEnv(url),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
