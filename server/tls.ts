import { X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generate } from 'selfsigned';

export interface TlsMaterial {
  key: string;
  cert: string;
  /** The local CA certificate: import it into a browser or point NODE_EXTRA_CA_CERTS at it. */
  caPath: string;
}

const day = 24 * 60 * 60 * 1000;
// Renew a little before expiry so a long-running sandbox never starts with a certificate about to lapse.
const renewWithin = 30 * day;

function stillValid(certPem: string, now: Date): boolean {
  try {
    const cert = new X509Certificate(certPem);
    return new Date(cert.validTo).getTime() - now.getTime() > renewWithin;
  } catch {
    return false;
  }
}

function issuedBy(certPem: string, caPem: string): boolean {
  try {
    return new X509Certificate(certPem).checkIssued(new X509Certificate(caPem));
  } catch {
    return false;
  }
}

const writeKey = (file: string, pem: string) => writeFileSync(file, pem, { mode: 0o600 });

/**
 * A local certificate authority and a localhost certificate signed by it, made on first start and reused afterwards,
 * because MSAL refuses http: authorities. Kept in `${dataDir}/tls/`.
 */
export async function ensureTls(dataDir: string, now = new Date()): Promise<TlsMaterial> {
  const dir = path.join(dataDir, 'tls');
  mkdirSync(dir, { recursive: true });
  const file = (name: string) => path.join(dir, name);

  let caCert = existsSync(file('ca.crt')) ? readFileSync(file('ca.crt'), 'utf8') : '';
  let caKey = existsSync(file('ca.key')) ? readFileSync(file('ca.key'), 'utf8') : '';
  if (!caCert || !caKey || !stillValid(caCert, now)) {
    const ca = await generate([{ name: 'commonName', value: 'Fibre Portal Sandbox Local CA' }], {
      algorithm: 'sha256',
      keySize: 2048,
      notBeforeDate: now,
      notAfterDate: new Date(now.getTime() + 10 * 365 * day),
      extensions: [
        { name: 'basicConstraints', cA: true, critical: true },
        { name: 'keyUsage', keyCertSign: true, cRLSign: true, digitalSignature: true, critical: true },
      ],
    });
    caCert = ca.cert;
    caKey = ca.private;
    writeFileSync(file('ca.crt'), caCert);
    writeKey(file('ca.key'), caKey);
  }

  const serverCert = existsSync(file('server.crt')) ? readFileSync(file('server.crt'), 'utf8') : '';
  const serverKey = existsSync(file('server.key')) ? readFileSync(file('server.key'), 'utf8') : '';
  if (serverCert && serverKey && stillValid(serverCert, now) && issuedBy(serverCert, caCert)) {
    return { key: serverKey, cert: serverCert, caPath: file('ca.crt') };
  }

  const leaf = await generate([{ name: 'commonName', value: 'localhost' }], {
    algorithm: 'sha256',
    keySize: 2048,
    notBeforeDate: now,
    // Under 398 days, the longest validity browsers accept for a server certificate.
    notAfterDate: new Date(now.getTime() + 397 * day),
    ca: { key: caKey, cert: caCert },
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
          { type: 7, ip: '::1' },
        ],
      },
    ],
  });
  writeFileSync(file('server.crt'), leaf.cert);
  writeKey(file('server.key'), leaf.private);
  return { key: leaf.private, cert: leaf.cert, caPath: file('ca.crt') };
}
