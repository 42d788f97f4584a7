/**
 * The password as the server expects it with `encrypted: true`: RSA-OAEP with SHA-256 under the
 * server's SPKI key, in base64. WebCrypto exists only on https or localhost; elsewhere node-forge
 * does the same padding, loaded only when needed.
 */
function pemBody(pem: string): string {
  return pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
}

function toBase64(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

async function withWebCrypto(subtle: SubtleCrypto, publicKeyPem: string, password: string): Promise<string> {
  const der = Uint8Array.from(atob(pemBody(publicKeyPem)), (c) => c.charCodeAt(0));
  const key = await subtle.importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  return toBase64(await subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(password)));
}

async function withForge(publicKeyPem: string, password: string): Promise<string> {
  const forge = (await import('node-forge')).default;
  const key = forge.pki.publicKeyFromPem(publicKeyPem);
  const encrypted = key.encrypt(forge.util.encodeUtf8(password), 'RSA-OAEP', {
    md: forge.md.sha256.create(),
    mgf1: { md: forge.md.sha256.create() },
  });
  return forge.util.encode64(encrypted);
}

export async function encryptPassword(publicKeyPem: string, password: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  return subtle ? withWebCrypto(subtle, publicKeyPem, password) : withForge(publicKeyPem, password);
}
