/** A random id for a node, sticker or card parameter; works on plain http too, where crypto.randomUUID is missing. */
export const newId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, '0')).join('');
